"""The chronicle under the map, read from the controller's log: each event's line in the
player's language (kept on the log entry until the language changes), who it names for the
filter by family, and the families' chips."""
from __future__ import annotations

from game.shell import i18n
from game.fief.controller import Controller
from game.shell import palette as pal
from game.fief.ui.card_texts import event_card
from game.fief.ui.log_panel import Line, LogPanel
from game.fief.ui.event_lines import event_text, seats_in


def read_chronicle(panel: LogPanel, c: Controller, colourblind: bool) -> None:
    """Give ``panel`` the lines of what the screen may show now (the revealed seat's log)."""
    language = i18n.language()
    edition = str(c.public.get("options", {}).get("edition", "1429"))
    lines = []
    for e in c.private_log():
        if e.line is None or e.line[0] != language:
            e.line = (language, Line(event_text(e.event, c.names, edition), frozenset(seats_in(e.event)),
                                     e.private_to is not None, e.event.get("kind", ""),
                                     event_card(e.event)))
        lines.append(e.line[1])
    panel.set_lines(lines)
    panel.set_players([(c.names[i], pal.family(c.colours[i], colourblind), c.colours[i])
                       for i in range(len(c.names))])


__all__ = ["read_chronicle"]
