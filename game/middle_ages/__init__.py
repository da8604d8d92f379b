"""Middle-Ages in the client (issue 23): its new-game form, its hot-seat table and its table
scene, drawn from the referee's view and events alone (engine.middle_ages.api)."""
