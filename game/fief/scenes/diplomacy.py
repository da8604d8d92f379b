"""Diplomacy and gifts (8.0, RULINGS 20, 29, 38; 11.1): what a family may do at any time.

Give money openly, offer an exchange of cards (a Diplomacy marker, none under Open
Diplomacy), open a private talk, cede a village, release or hand over a captive, take up a loose
Holy Relic. These are the engine's free actions; the dialog only gathers the parameters and
submits them for the seat whose hand is on the screen (it is opened only then). The referee
checks each one and its refusal is shown in the rule's words.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from engine.fief.api import CARD_NAMES, TalkInvitesView, View
from game.shell.i18n import N_, _, worded
from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.base import DialogScene
from game.fief.scenes.rule_link import RuleLink
from game.shell.stack import Shell
from game.fief.ui.card_texts import card_lines, edition_of
from game.fief.ui.counts import count, money, money_label
from game.fief.ui.decisions.controls import ChoiceButton, FitChooser, Stepper, Toggle, fit_text
from game.fief.ui.edition_words import embassy_word
from game.fief.ui.map_notes import draw_tooltip
from game.fief.ui.texts import card_name, give_label
from game.shell.widgets import Button


class DiplomacyScene(DialogScene):
    def __init__(self, app: Shell, seat: int, view: View, names: list[str],
                 submit: Callable[[int, dict[str, Any]], Any]) -> None:
        super().__init__(app)
        self.seat = seat
        self.view = view
        self.names = names
        self.submit_action = submit
        self.message = ""
        me = view["players"][seat]
        self.hand = list(me.get("hand", []))
        self.money = int(me.get("money", 0) or 0)
        self.others = [i for i in range(len(view["players"])) if i != seat]
        show = lambda i: names[i]  # noqa: E731
        # Money (the edition's: deniers, ecus).
        self.edition = edition_of(view)
        self.money_to = FitChooser(self.others, 0, show=show)
        self.amount = Stepper(money_label("sum", self.edition), min(1, self.money), 0, self.money)
        self.give_button = ChoiceButton(N_("Give"), self.give_money, primary=True)
        # Cards.
        self.cards_to = FitChooser(self.others, 0, show=show)
        self.card_toggles = [Toggle(partial(give_label, c), on_change=self.offer_changed)
                             for c in self.hand]
        asked = [None] + sorted(set(list_cards()))
        self.card_asked = FitChooser(asked, 0, show=lambda c: _("Ask for: {card}").format(
            card=card_name(c) if c else _("nothing")), on_change=self.offer_changed)
        self.offer_button = ChoiceButton(N_("Offer the exchange"), self.offer_cards, primary=True)
        self.offer_changed()
        # Talk: only the families the referee says may be invited now (8.0; 2011 and the
        # variant: the ally by marriage, nobody while a talk goes on, E-8), else why not.
        self.talk: TalkInvitesView = me.get("talk") or {    # none is built without it
            "invite": [], "rule": None, "why": None, "values": {}}
        self.invitable = [i for i in self.talk["invite"] if i in self.others]
        self.talk_toggles = [Toggle(partial(str, names[i]), on_change=self.talk_ticked)
                             for i in self.invitable]
        if len(self.talk_toggles) == 1:                   # the one family there is to ask
            self.talk_toggles[0].checked = True
        self.talk_note = ""                      # said in the language of each layout
        self.talk_lines: list[str] = []
        self.talk_button = ChoiceButton(N_("Open a private talk"), self.open_talk, primary=True)
        self.talk_ticked()
        # Villages, captives, relics.
        mine = sorted(v for v, d in view["villages"].items() if d.get("controller") == seat)
        self.village = FitChooser(mine or [None], 0, show=lambda v: v or _("none"))
        self.cede_to = FitChooser(self.others, 0, show=show)
        self.cede_button = ChoiceButton(N_("Cede the village"), self.cede)
        self.cede_button.enabled = bool(mine)
        captives = sorted(l["name"] for l in view["lords"] if l.get("captor") == seat)
        self.captive = FitChooser(captives or [None], 0, show=lambda n: n or _("none"))
        self.release_button = ChoiceButton(N_("Release"), self.release)
        self.release_button.enabled = bool(captives)
        self.hand_to = FitChooser(self.others, 0, show=show)
        self.hand_button = ChoiceButton(N_("Hand over"), self.hand_over)
        self.hand_button.enabled = bool(captives)
        relics = [(l["name"], l["village"]) for l in view["lords"]
                  if l.get("owner") == seat and l.get("captor") is None and l.get("village")
                  and village_has_relic(view, l["village"]) and not l.get("relic")]
        self.relic_buttons = [ChoiceButton(partial(relic_label, n),
                                           partial(self.send, {"kind": "take_relic", "lord": n}))
                              for n, _v in relics[:2]]
        self.close_button = Button(N_("Close"), self.close, primary=True)
        self.rule_link = RuleLink(app)           # a refusal's rule, one click or F1 away
        self.mouse = (-1, -1)
        self.by_keys = False                     # the last input was a key, not the mouse
        for w in [self.money_to, self.amount, self.give_button, self.cards_to, *self.card_toggles,
                  self.card_asked, self.offer_button, *self.talk_toggles, self.talk_button,
                  self.village, self.cede_to, self.cede_button, self.captive, self.release_button,
                  self.hand_to, self.hand_button, *self.relic_buttons, self.rule_link.button,
                  self.close_button]:
            self.form.add(w)
        self.form.set_focus(self.close_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.sections: list[tuple[str, tuple[int, int]]] = []      # each title and its place
        self.notes: list[tuple[Button, list[str], tuple[int, int]]] = []   # drawn while it is off

    # --- actions --------------------------------------------------------------------------
    def send(self, action: dict[str, Any]) -> None:
        outcome = self.submit_action(self.seat, action)
        if getattr(outcome, "ok", bool(outcome)):
            self.close()
        else:
            self.message = self.rule_link.note(outcome)

    def hovered_card(self) -> str | None:
        """The card of the hand under the pointer (its toggle), whose text the dialog shows."""
        return next((card for card, toggle in zip(self.hand, self.card_toggles)
                     if toggle.rect.collidepoint(self.mouse)), None)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type in (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.by_keys = event.type == pygame.KEYDOWN     # the focus's tooltip (``tooltip``)
        return super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rule_link.open_help("cards_anytime")        # free actions: at any time (8.0)
            return None
        return super().on_event(event)

    def give_money(self) -> None:
        self.send({"kind": "give_money", "to": self.money_to.value, "amount": self.amount.value})

    def offer_cards(self) -> None:
        give = [c for c, t in zip(self.hand, self.card_toggles) if t.checked]
        action: dict[str, Any] = {"kind": "offer_cards", "to": self.cards_to.value}
        if give:
            action["give"] = give
        if self.card_asked.value:
            action["take"] = [self.card_asked.value]
        self.send(action)

    def offer_changed(self, _value: Any = None) -> None:
        """The offer's button works once the offer exchanges something, a card ticked to give
        or one asked for: an offer of nothing is refused (8.0), so the dialog never makes one;
        until then a line above the button says what to choose (``OFFER_FIRST``)."""
        self.offer_button.enabled = any(t.checked for t in self.card_toggles) \
            or self.card_asked.value is not None

    def talk_ticked(self, _checked: bool = False) -> None:
        """The talk's button works once a family is ticked: a talk with nobody is refused
        (8.0), so the dialog never offers it; until then the note under the families says to
        tick one (``talk_note``)."""
        self.talk_button.enabled = any(t.checked for t in self.talk_toggles)

    def open_talk(self) -> None:
        others = [i for i, t in zip(self.invitable, self.talk_toggles) if t.checked]
        self.send({"kind": "open_talk", "with": others})

    def cede(self) -> None:
        if self.village.value:
            self.send({"kind": "cede_village", "village": self.village.value, "to": self.cede_to.value})

    def release(self) -> None:
        if self.captive.value:
            self.send({"kind": "release_captive", "lord": self.captive.value})

    def hand_over(self) -> None:
        if self.captive.value:
            self.send({"kind": "hand_captive", "lord": self.captive.value, "to": self.hand_to.value})

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self) -> None:
        """Three columns (gifts of deniers and cards; a talk and a village; captives and
        relics) and the panel as tall as the tallest one above the row of Close, laid out from
        the panel's top, then moved to the centre. At a scale too large for the window (150 %
        at every size) the whole dialog closes up, words and all, as the Settings and New game
        pages do (issue 20): no narrower than ``NARROWEST`` and no taller than the window, so
        the largest content (six families, three cards, captives, two relics) fits."""
        w, h = self.size
        self.shrink_to(NARROWEST)
        needed = self.shrink_to_fit(self.lay_columns)
        px = self.px
        self.panel = pygame.Rect((w - self.width()) // 2, 0, self.width(), min(needed, h - 40))
        self.panel.centery = h // 2
        self.move_down(self.panel.y)
        self.close_button.rect = pygame.Rect(0, 0, px(200), px(50))
        self.close_button.rect.bottomright = (self.panel.right - px(40), self.panel.bottom - px(28))
        link = self.rule_link.button
        link.rect = pygame.Rect(0, 0, px(230), px(34))
        link.rect.bottomright = (self.close_button.rect.x - px(16), self.close_button.rect.bottom)
        link.scale = self.scale * 0.8

    def width(self) -> int:
        """The panel's width: 1400 units, or the window's less a margin."""
        return min(self.px(1400), self.size[0] - 40)

    def lay_columns(self) -> int:
        """The three columns from the panel's top at this shrink; the panel's height they need."""
        px = self.px
        for wdg in self.form.widgets:
            wdg.scale = self.scale
        width = self.width()
        column = (width - px(160)) // 3
        xs = [(self.size[0] - width) // 2 + px(40) + i * (column + px(40)) for i in range(3)]
        self.sections, self.notes = [], []
        bottom = max(self.lay_gifts(xs[0], px(100), column), self.lay_talk(xs[1], px(100), column),
                     self.lay_captives(xs[2], px(100), column))
        return bottom + px(20) + px(50) + px(28)  # a margin, the row of Close, the panel's edge

    def lay_gifts(self, x: int, y: int, width: int) -> int:
        """Deniers given openly, then the exchange of cards; the bottom of the column."""
        y = self.section(_(money_label("gift", self.edition)), x, y)
        y = self.place(x, y, width, [self.money_to, self.amount, self.give_button])
        y = self.section(_(embassy_word("cards", self.edition)), x, y + self.px(8))
        y = self.place(x, y, width, [self.cards_to])
        y = self.place(x, y, width, self.card_toggles, self.px(28))   # checkboxes, as the talk's
        y = self.place(x, y, width, [self.card_asked])
        y = self.note(self.offer_button, self.wrapped(_(OFFER_FIRST), width), x, y)
        return self.place(x, y, width, [self.offer_button])

    def lay_talk(self, x: int, y: int, width: int) -> int:
        """The private talk (the families it may invite, a line while none is ticked or why
        nobody may be), then a village ceded; the bottom of the column."""
        y = self.section(_(embassy_word("talk", self.edition)), x, y)
        y = self.place(x, y, width, self.talk_toggles, self.px(28))
        self.talk_note = _(TICK_FIRST) if self.invitable else nobody_note(self.talk)
        self.talk_lines = self.wrapped(self.talk_note, width)
        y = self.note(self.talk_button, self.talk_lines, x, y)
        y = self.place(x, y, width, [self.talk_button])
        y = self.section(_("Cede a village"), x, y + self.px(8))
        return self.place(x, y, width, [self.village, self.cede_to, self.cede_button])

    def lay_captives(self, x: int, y: int, width: int) -> int:
        """A captive released or handed over (to the family chosen above the button), then
        the relics the family's lords may take up; the bottom of the column."""
        y = self.section(_("Captives and relics"), x, y)
        return self.place(x, y, width, [self.captive, self.release_button, self.hand_to,
                                        self.hand_button, *self.relic_buttons])

    def message_area(self) -> pygame.Rect:
        """Where a refusal is written: the row of Close, left of it and of the rule's link."""
        link = self.rule_link.button
        end = link.rect.x if link.visible else self.close_button.rect.x
        return pygame.Rect(self.panel.x + self.px(40), self.close_button.rect.y,
                           end - self.panel.x - self.px(60), self.close_button.rect.height)

    def section(self, title: str, x: int, y: int) -> int:
        self.sections.append((title, (x, y)))
        return y + self.px(30)

    def place(self, x: int, y: int, width: int, widgets: list[Any], height: int = 0) -> int:
        """``widgets`` one under the other from ``y``, a row each; the ``y`` after them."""
        height = height or self.px(38)
        for wdg in widgets:
            wdg.rect = pygame.Rect(x, y, width, height)
            y += height + self.px(8)
        return y

    def wrapped(self, text: str, width: int) -> list[str]:
        return fonts.wrap(text, "italic", self.px(17), width)

    def note(self, button: Button, lines: list[str], x: int, y: int) -> int:
        """Lines at ``y`` drawn while ``button`` is disabled, their room kept either way so
        the button does not move when it comes on; the ``y`` after them."""
        self.notes.append((button, lines, (x, y)))
        return y + len(lines) * fonts.font("italic", self.px(17)).get_linesize() + self.px(8)

    def move_down(self, dy: int) -> None:
        """Everything laid out from the panel's top, moved with the panel."""
        for wdg in self.form.widgets:
            wdg.rect.move_ip(0, dy)
        self.sections = [(title, (x, y + dy)) for title, (x, y) in self.sections]
        self.notes = [(button, lines, (x, y + dy)) for button, lines, (x, y) in self.notes]

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        px = self.px
        self.heading(surface, _("Diplomacy and gifts"), (self.panel.centerx, self.panel.y + px(44)), 44)
        diplomacy = self.view["players"][self.seat].get("diplomacy", 0)
        self.write(surface, _("{name}: {money}, {markers}").format(
            name=self.names[self.seat], money=money(self.money, self.edition),
            markers=count(embassy_word("counted", self.edition), diplomacy)),
            (self.panel.centerx, self.panel.y + px(74)), size=19, role="italic", colour=pal.INK_SOFT,
            anchor="midtop")
        for title, place in self.sections:
            self.write(surface, title, place, size=20, role="bold", colour=pal.BURGUNDY)
        line_height = fonts.font("italic", px(17)).get_linesize()
        for button, lines, (x, y) in self.notes:   # what to choose first, or why nobody
            for i, line in enumerate(lines if not button.enabled else []):
                self.write(surface, line, (x, y + i * line_height), size=17, role="italic",
                           colour=pal.INK_SOFT)
        if self.message:
            fit_text(surface, self.message, self.message_area(), "bold", px(17), pal.ERROR,
                     centred=False)
        self.form.draw(surface)
        lines, where = self.tooltip()
        if lines:
            draw_tooltip(surface, lines, where, px)

    def tooltip(self) -> tuple[list[str], tuple[int, int]]:
        """What the tooltip says, and by where: the text of the card under the pointer
        (card_texts), or the whole value of a chooser too narrow for it (a family's very long
        name) while the pointer is on it or, by the chooser, while it has the focus from the
        keyboard (not after a click: the pointer gone, it would cover the controls below)."""
        card = self.hovered_card()
        if card is not None:
            return card_lines(card), self.mouse
        shortened = [w for w in self.form.widgets if isinstance(w, FitChooser) and w.elided]
        for chooser in shortened:
            if chooser.rect.collidepoint(self.mouse):
                return [chooser.show(chooser.value)], self.mouse
        for chooser in shortened:
            if chooser.focused and self.by_keys:
                return [chooser.show(chooser.value)], chooser.rect.midbottom
        return [], self.mouse


# The narrowest the dialog is laid out, in units of the interface scale: 1240 px at 125 % in a
# 1280x720 window, where every label of the largest dialog fits in French; a window narrower
# than this at the scale chosen closes the dialog up (``layout``).
NARROWEST = 1240
TICK_FIRST = N_("Tick a family to invite first.")
OFFER_FIRST = N_("Tick a card to give or choose one to ask for.")


def nobody_note(talk: TalkInvitesView) -> str:
    """Why nobody may be invited to a talk now, in the player's language: the refusal an
    ``open_talk`` would get (the view carries it, worded: no ally by marriage, a talk already
    under way, no token or marker left), with its rule."""
    why = worded(talk["why"], talk["values"]) if talk["why"] else None
    if why is None:
        return _("Nobody can be invited to a private talk now.")
    if talk["rule"]:
        return _("Nobody to invite ({rule}): {why}").format(rule=talk["rule"], why=why)
    return _("Nobody to invite: {why}").format(why=why)


def list_cards() -> list[str]:
    """Every card a player might ask for: the Fortune kinds and the Lords deck's cards."""
    return list(CARD_NAMES)


def relic_label(lord: str) -> str:
    return _("{lord} takes up the relic").format(lord=lord)


def village_has_relic(view: View, village: str | None) -> bool:
    """Whether a Holy Relic lies loose in ``village`` (11.1)."""
    found = view["villages"].get(village) if village else None
    return bool(found and found.get("relics"))
