"""The tutorial's game (issue 20): you and three computer families, one round prepared so that
every part of it happens, which no seed of a new game gives in its first round.

The position (engine.fief.position's format) stands at the marriages of round 1:

- your QUENTIN, Count of BLAYE, is unmarried and MIREILLE of Anjou too: a marriage to propose
  (with four families a marriage is an alliance, 7.2, and a computer family accepts one that
  serves it);
- every village of Bishopric 1 is controlled (RULINGS 9): its Bishop is elected, and ARTHUR
  may stand; the crown is vacant and QUENTIN, titled, may stand for King;
- the Fortune deck's top cards are Harvest, Tax and Good Weather (no Disaster to spoil the
  round), to draw and play;
- ARTHUR's army waits at the gate of ST MÉDARD, held by two of Foix's men: a battle to declare;
- GAUVAIN's army waits at the gate of CHAROLLES, Anjou's Stronghold: a siege to lay, with one of
  your two Siege Engines.

Income, purchases, movement and the end of the round come by themselves. The first battle's
dice are set (the attack rolls 3 and 3, the defence 1) so that a first battle is short.
"""
from __future__ import annotations

from typing import Any

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec, load_position
from engine.record import Record
from game.fief import table as seating
from game.shell.i18n import N_, _
from game.fief.local_table import LocalTable
from game.fief.table import TableSetup

SEED = 3
FAMILIES = (N_("Anjou"), N_("Foix"), N_("Berry"))
# The pupil's family has a family's name: "You" gave "You proposes", "the families of You and
# Anjou" in the chronicle (issue 36, defect 4).
PUPIL = N_("Armagnac")


def position(name: str = "") -> dict[str, Any]:
    """The prepared round, with the players' names in the player's language."""
    names = [name or _(PUPIL), *(_(f) for f in FAMILIES)]
    money = (12, 8, 6, 6)
    return {
        "players": [{"name": n, "colour": COLOURS[i], "money": money[i]} for i, n in enumerate(names)],
        "seed": SEED, "round": 1, "first": COLOURS[0], "step": "marriage",
        "lords": {"QUENTIN": {"owner": COLOURS[0], "titles": ["County of BLAYE"]},
                  "ARTHUR": COLOURS[0], "GAUVAIN": COLOURS[0],
                  "MIREILLE": COLOURS[1], "RAOUL": COLOURS[1],
                  "OTHON": COLOURS[2], "HUGUES": COLOURS[3]},
        "villages": {
            "BLAYE": {"fort": "stronghold", "mills": 1,
                      "units": {COLOURS[0]: {"men": 2, "lords": ["QUENTIN"]}}},
            "PAUILLAC": {"units": {COLOURS[0]: {"men": 1}}},
            "LORMONT": {"units": {COLOURS[0]: {"men": 1}}},
            "ST MÉDARD": {"units": {COLOURS[2]: {"men": 2},
                                    COLOURS[0]: {"knights": 3, "men": 3, "lords": ["ARTHUR"],
                                                 "road": "BLAYE"}}},
            "CHAROLLES": {"fort": "stronghold",
                          "units": {COLOURS[1]: {"men": 2},
                                    COLOURS[0]: {"knights": 2, "men": 3, "lords": ["GAUVAIN"],
                                                 "road": "BLAYE"}}},
            "TOURNUS": {"fort": "stronghold",
                        "units": {COLOURS[1]: {"men": 2, "lords": ["MIREILLE", "RAOUL"]}}},
            "MÂCON": {"units": {COLOURS[1]: {"men": 1}}},
            "SIGY": {"fort": "stronghold", "units": {COLOURS[2]: {"men": 3, "lords": ["OTHON"]}}},
            "BOURG": {"fort": "stronghold",
                      "units": {COLOURS[3]: {"knights": 2, "men": 2, "lords": ["HUGUES"]}}},
        },
        "decks": {"fortune": ["harvest", "tax", "good_weather", "secret_passage", "tax", "ambush",
                              "harvest", "justice"]},
        "forced_battle": [3, 3, 1],
    }


def tutorial_table(name: str = "") -> LocalTable:
    """The tutorial's table: the prepared round, you at this screen, three computers."""
    game = load_position(position(name))
    players = tuple(PlayerSpec(p.name, p.colour) for p in game.state.players)
    setup = TableSetup(GameOptions(players=players, seed=SEED),
                       ("human", "computer", "computer", "computer"))
    return LocalTable(setup, record=Record.of(FIEF, game), events=list(game.events),
                      bot_delay=seating.BOT_DELAY, bot_level=seating.BOT_LEVEL)
