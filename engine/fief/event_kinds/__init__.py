"""Every event Fief's referee can tell, kind by kind, as the client receives it (catalog.py
lists them all)."""
