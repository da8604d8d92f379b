"""The procedures of the 2011 edition of Fief (rules/003, docs/editions.md) that differ from
1429: elections with FOR and AGAINST vote tokens (``ballot``, E-4) and a Purchase phase
(``purchase``) that sells Siege Engines from a common supply (``engines``, E-3) and lets the
crown give heirless titles (``grants``, E-10). Everything else of the edition is the 1429
procedure read with the 2011 numbers (``editions.rules.RULES_2011``); ``editions.fief2011``
assembles the edition."""
