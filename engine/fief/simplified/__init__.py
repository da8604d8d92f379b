"""The simplified introductory variant of Fief (rules/004, docs/editions.md): what it does
differently from the 2011 edition it builds on. Its numbers are ``RULES_SIMPLIFIED``
(editions/rules.py); its steps are assembled in editions/simplified.py."""
