"""One module per phase of the round (and the setup); an edition lists their steps
(``engine.fief.editions``)."""
