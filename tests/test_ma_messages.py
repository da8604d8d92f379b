"""Middle-Ages: every event random games tell has its declared form (event_kinds.py) and a log
line whose placeholders it carries; every decision, domain and card has its texts."""
from __future__ import annotations

import gettext
import random
import string
from pathlib import Path

from conforms import problems

from engine.collection import game_kind
from engine.middle_ages.asks import RULE
from engine.middle_ages.decision_kinds import DECISIONS
from engine.middle_ages.event_kinds import KINDS
from engine.middle_ages.levels import LEVELS
from engine.middle_ages.messages import (
    CARD_NAMES,
    CARD_TEXT,
    DOMAIN_NAMES,
    DOMAIN_TEXT,
    EVENT_TEXT,
    LEVEL_NAMES,
    PROMPTS,
)
from engine.middle_ages.tiles import DOMAINS, EventCard

KIND = game_kind("middle-ages")


def fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_event_of_random_games_has_its_form_and_a_log_line():
    seen = set()
    for seed in range(16):
        n = 2 + seed % 4
        game = KIND.new({"players": [{"name": f"P{i}", "colour": KIND.colours[i]}
                                     for i in range(n)], "seed": seed})
        chooser = random.Random(seed)
        for event in game.events:
            assert problems(event.to_dict(), KINDS[event.kind], event.kind) == []
            seen.add(event.kind)
        while not game.finished:
            decision = game.pending()[0]
            asked_form = DECISIONS[decision.kind]
            assert problems(decision.to_dict(), asked_form, decision.kind) == []
            for event in game.apply(decision.player, chooser.choice(decision.choices)):
                data = event.to_dict()
                assert problems(data, KINDS[event.kind], event.kind) == []
                assert fields(EVENT_TEXT[event.kind]) <= set(data), event.kind
                seen.add(event.kind)
    assert seen == set(KINDS) == set(EVENT_TEXT)


def test_every_decision_domain_and_card_has_its_texts():
    assert set(PROMPTS) == set(RULE) == set(DECISIONS)
    assert set(DOMAIN_NAMES) == set(DOMAIN_TEXT) == {d.value for d in DOMAINS}
    assert set(CARD_NAMES) == set(CARD_TEXT) == {c.value for c in EventCard}


def test_every_computer_level_has_a_player_facing_name_in_both_languages():
    assert tuple(LEVEL_NAMES) == LEVELS == KIND.bot_levels
    locale = Path(__file__).resolve().parent.parent / "assets" / "locale"
    french = gettext.translation("fief", locale, languages=["fr"])
    assert french.gettext(LEVEL_NAMES["chancellor"]) == "Chancelier"
    assert all(french.gettext(name) != name for name in LEVEL_NAMES.values())
