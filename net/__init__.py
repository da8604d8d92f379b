"""LAN play (docs/lan.md): an authoritative host that owns the engine Record and the seats, its
clients, discovery on the local network, and the ``Session`` interface through which the client
plays hot-seat, LAN and computer seats alike. Standard library only; no pygame."""
