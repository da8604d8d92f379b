"""Every event Fief's referee can tell, kind by kind, as the client receives it (catalog.py
lists them all).

The modules that declare the forms evaluate their annotations (no ``from __future__ import
annotations``): a ``TypedDict`` turns each annotation kept as a string into a ``ForwardRef`` and
compiles it, which made these ~150 classes a third slower to create, at every start of the
client (issue 23). A form may therefore name only what is defined above it."""
