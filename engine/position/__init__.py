"""The position command line of the collection: ``python -m engine.position FILE -a ACTION``
reads a hand-written position (docs/position-format.md), applies actions written as text and
prints what happened and the position reached."""
