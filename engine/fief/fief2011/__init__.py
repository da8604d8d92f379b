"""The procedures of the 2011 edition of Fief (rules/003, docs/editions.md) that differ from
1429: elections with FOR and AGAINST vote tokens (``ballot``), Siege Engines bought from a
common supply (``engines``). Everything else of the edition is the 1429 procedure read with the
2011 numbers (``editions.rules.RULES_2011``); ``editions.fief2011`` assembles the edition."""
