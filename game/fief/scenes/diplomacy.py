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
from game.fief.ui.decisions.controls import ChoiceButton, Stepper, Toggle, fit_text
from game.fief.ui.edition_words import embassy_word
from game.fief.ui.map_notes import draw_tooltip
from game.fief.ui.texts import card_name, give_label
from game.shell.widgets import Button, Chooser


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
        self.money_to = Chooser(self.others, 0, show=show)
        self.amount = Stepper(money_label("sum", self.edition), min(1, self.money), 0, self.money)
        self.give_button = ChoiceButton(N_("Give"), self.give_money, primary=True)
        # Cards.
        self.cards_to = Chooser(self.others, 0, show=show)
        self.card_toggles = [Toggle(partial(give_label, c)) for c in self.hand]
        asked = [None] + sorted(set(list_cards()))
        self.card_asked = Chooser(asked, 0, show=lambda c: _("Ask for: {card}").format(
            card=card_name(c) if c else _("nothing")))
        self.offer_button = ChoiceButton(N_("Offer the exchange"), self.offer_cards, primary=True)
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
        self.talk_note_y = 0
        self.talk_button = ChoiceButton(N_("Open a private talk"), self.open_talk, primary=True)
        self.talk_ticked()
        # Villages, captives, relics.
        mine = sorted(v for v, d in view["villages"].items() if d.get("controller") == seat)
        self.village = Chooser(mine or [None], 0, show=lambda v: v or _("none"))
        self.cede_to = Chooser(self.others, 0, show=show)
        self.cede_button = ChoiceButton(N_("Cede the village"), self.cede)
        self.cede_button.enabled = bool(mine)
        captives = sorted(l["name"] for l in view["lords"] if l.get("captor") == seat)
        self.captive = Chooser(captives or [None], 0, show=lambda n: n or _("none"))
        self.release_button = ChoiceButton(N_("Release"), self.release)
        self.release_button.enabled = bool(captives)
        self.hand_to = Chooser(self.others, 0, show=show)
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
        for w in [self.money_to, self.amount, self.give_button, self.cards_to, *self.card_toggles,
                  self.card_asked, self.offer_button, *self.talk_toggles, self.talk_button,
                  self.village, self.cede_to, self.cede_button, self.captive, self.release_button,
                  self.hand_to, self.hand_button, *self.relic_buttons, self.rule_link.button,
                  self.close_button]:
            self.form.add(w)
        self.form.set_focus(self.close_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.sections: list[tuple[str, int]] = []

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
        w, h = self.size
        px = self.px
        self.panel = pygame.Rect(0, 0, min(px(1100), w - 40), min(px(820), h - 40))
        self.panel.center = (w // 2, h // 2)
        left = pygame.Rect(self.panel.x + px(40), self.panel.y + px(100), (self.panel.width - px(120)) // 2, 0)
        right = pygame.Rect(left.right + px(40), left.y, left.width, 0)
        row, gap = px(38), px(8)
        self.sections = []

        def place(area: pygame.Rect, y: int, widgets: list, height: int = row) -> int:
            for wdg in widgets:
                wdg.rect = pygame.Rect(area.x, y, area.width, height)
                y += height + gap
            return y

        y = left.y
        self.sections.append((_(money_label("gift", self.edition)), y))
        y = place(left, y + px(30), [self.money_to, self.amount, self.give_button])
        self.sections.append((_(embassy_word("cards", self.edition)), y + px(8)))
        y = place(left, y + px(38), [self.cards_to, *self.card_toggles, self.card_asked, self.offer_button], row)
        y = right.y
        self.sections.append((_(embassy_word("talk", self.edition)), y))
        y = place(right, y + px(30), [*self.talk_toggles], px(28))
        # Space for the note is kept while a family may be ticked, so the button stays put.
        self.talk_note = _(TICK_FIRST) if self.invitable else nobody_note(self.talk)
        self.talk_lines = fonts.wrap(self.talk_note, "italic", px(17), right.width) \
            if self.talk_note else []
        self.talk_note_y = y
        y += len(self.talk_lines) * fonts.font("italic", px(17)).get_linesize() \
            + (gap if self.talk_lines else 0)
        y = place(right, y, [self.talk_button])
        self.sections.append((_("Cede a village"), y + px(8)))
        y = place(right, y + px(38), [self.village, self.cede_to, self.cede_button])
        self.sections.append((_("Captives and relics"), y + px(8)))
        y = place(right, y + px(38), [self.captive])
        half = (right.width - gap) // 2
        self.release_button.rect = pygame.Rect(right.x, y, half, row)
        self.hand_to.rect = pygame.Rect(right.x + half + gap, y, half, row)
        y += row + gap
        self.hand_button.rect = pygame.Rect(right.x + half + gap, y, half, row)
        y += row + gap
        place(right, y, self.relic_buttons)
        self.close_button.rect = pygame.Rect(0, 0, px(200), px(50))
        self.close_button.rect.bottomright = (self.panel.right - px(40), self.panel.bottom - px(28))
        for wdg in self.form.widgets:
            wdg.scale = self.scale
        link = self.rule_link.button
        link.rect = pygame.Rect(0, 0, px(230), px(34))
        link.rect.bottomright = (self.close_button.rect.x - px(16), self.close_button.rect.bottom)
        link.scale = self.scale * 0.8

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
        for (title, y), area_x in zip(self.sections, self.section_xs()):
            self.write(surface, title, (area_x, y), size=20, role="bold", colour=pal.BURGUNDY)
        line_y = self.talk_note_y                # why nobody may be invited, or to tick one
        for line in self.talk_lines if not self.talk_button.enabled else []:
            self.write(surface, line, (self.section_xs()[2], line_y), size=17, role="italic",
                       colour=pal.INK_SOFT)
            line_y += fonts.font("italic", px(17)).get_linesize()
        if self.message:
            end = self.rule_link.button.rect.x if self.rule_link.button.visible else self.close_button.rect.x
            area = pygame.Rect(self.panel.x + px(40), self.close_button.rect.y, end
                               - self.panel.x - px(60), self.close_button.rect.height)
            fit_text(surface, self.message, area, "bold", px(17), pal.ERROR, centred=False)
        self.form.draw(surface)
        card = self.hovered_card()
        if card is not None:                     # what the card offered does (card_texts)
            draw_tooltip(surface, card_lines(card), self.mouse, px)

    def section_xs(self) -> list[int]:
        px = self.px
        left = self.panel.x + px(40)
        right = left + (self.panel.width - px(120)) // 2 + px(40)
        return [left, left, right, right, right]


TICK_FIRST = N_("Tick a family to invite first.")


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
