"""The answers of Middle-Ages' table as buttons, every one reachable by the keyboard (issue 37):
each button shows the key that presses it, 1 to 9, then 0, then letters (never i, l, o or s,
which read like digits or save). A Palace's Parcel token (M5.8) can be placed some fifty ways,
more than a side panel holds, so it is chosen in two steps: the token's type, then the domain
it goes under (the board's columns are lit for it too), with a button back to the types.

Only the decision's listed answers are ever posted: the steps group them, never add to them."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, NamedTuple

import pygame

from game.middle_ages import texts
from game.shell.i18n import _
from game.shell.widgets import Button

KEYS = "1234567890abcdefghjkmnpqrtuvwxyz"
KEYPAD = {pygame.K_KP1 + i: i for i in range(9)} | {pygame.K_KP0: 9}
MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


class Answer(NamedTuple):
    """One button: a listed answer to post, or a step of the Parcel token's choice (``token``:
    the type to choose the domain of, "" to go back to the types)."""

    action: dict[str, Any] | None
    token: str | None = None


def pitch(room: int, count: int, px: Callable[[float], int], keep: int = 0) -> int:
    """The answers' pitch in a side panel ``room`` high: 46 design pixels, closer when many
    must leave room for the prompt and ``keep`` more (the key to the table, legend.py), down
    to 34 (a Scout's twelve tiles at 1280x720)."""
    return max(px(34), min(px(46), (room - keep - px(260)) // max(count, 1)))


def key_label(i: int) -> str:
    """The key of the ``i``-th button ("" past the last key)."""
    return KEYS[i] if i < len(KEYS) else ""


def key_index(event: pygame.event.Event) -> int | None:
    """The button a key press names, or None (a key with Ctrl, Alt or Meta names none)."""
    if getattr(event, "mod", 0) & MODIFIERS:
        return None
    if event.key in KEYPAD:
        return KEYPAD[event.key]
    if 0 <= event.key < 128 and chr(event.key) in KEYS:
        return KEYS.index(chr(event.key))
    return None


def token_types(asked: Mapping[str, Any] | None) -> list[str]:
    """The Parcel token types the Palace's listed answers offer, in their order."""
    if asked is None or asked.get("kind") != "palace":
        return []
    return list(dict.fromkeys(str(c["type"]) for c in asked.get("choices") or []
                              if c.get("kind") == "token"))


def answer_list(asked: Mapping[str, Any] | None, token: str | None) -> list[Answer]:
    """The buttons for the decision asked: its listed answers, or, for a Palace offering more
    than one type, the types first, then the answers of the type chosen (``token``) and Back."""
    choices = [dict(c) for c in (asked or {}).get("choices") or []]
    types = token_types(asked)
    if len(types) <= 1:
        return [Answer(c) for c in choices]
    if token not in types:
        return [Answer(None, t) for t in types]
    return [Answer(c) for c in choices if c.get("type") == token] + [Answer(None, "")]


def words(i: int, answer: Answer, view: Mapping[str, Any], seat: int) -> str:
    """A button's words: its key, then what it chooses ("2  Mill 18, row 2", "a  Under Palace")."""
    if answer.action is not None:
        said = texts.answer_label(answer.action, view, seat)
    elif answer.token:
        said = _("{type} token").format(type=texts.domain_name(answer.token))
    else:
        said = _("Another type of token")
    key = key_label(i)
    return f"{key}  {said}" if key else said


def buttons(asked: Mapping[str, Any] | None, token: str | None,
            view: Callable[[], Mapping[str, Any]], choose: Callable[[dict[str, Any]], None],
            pick: Callable[[str | None], None]) -> list[tuple[Button, Answer]]:
    """One button per entry of ``answer_list``: posting its answer, or taking a step."""
    seat = int(asked["player"]) if asked is not None else 0
    made = []
    for i, answer in enumerate(answer_list(asked, token)):
        act = partial(choose, answer.action) if answer.action is not None \
            else partial(pick, answer.token or None)
        label = partial(lambda n, a: words(n, a, view(), seat), i, answer)
        made.append((Button(label, act), answer))
    return made
