"""Every card of the game, one module per card or card family (2.4, 9.0, 10.0); an edition lists
their plays (``engine.fief.editions``), so a card is playable wherever its module says."""
