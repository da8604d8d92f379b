"""Middle-Ages (Marc André), the second game of the collection: 2 to 5 lords draft parcel tiles
from four rows over 16 turns onto the eight domains of their fief board. The referee follows
the specification restated in docs/middle-ages.md (sections M1-M9, rulings MA-1 ... MA-n)."""
