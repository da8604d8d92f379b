"""F1: the rules of the step being played, over the dimmed board; the other steps one click away.

A short reference, not the rulebook: what happens in the step, what a player may do, and the
numbers that matter, with the rulebook's section numbers for the full text, which "All the
rules" opens (game/fief/scenes/rules_reference.py) at the step's section. Opened just after a
refusal, it says the refusal and "Read section N" opens the rule that refused.

A game of another edition reads the same steps; where its rules differ (docs/editions.md),
the edition's table gives the step's paragraphs in its place: ``RULES_2011`` citing the 2011
rules (003) and the project's rulings (E-n), the introductory game's ``RULES_SIMPLIFIED``
(``rules_help_simplified``) citing 004 and S-n. A step an edition does not define reads as in
the edition it derives from: the variant's as in 2011, then 1429 (``EDITION_RULES``).
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.fief.scenes.rules_help_simplified import RULES_SIMPLIFIED
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.stack import Shell
from game.fief.ui.action_texts import refused_rule, said_refusal
from game.fief.ui.texts import STEP_NAMES
from game.shell.widgets import Button

ORDER = ("setup_villages", "marriage", "elections", "cards_draw", "disasters", "play_cards",
         "income", "ransoms", "purchase", "movement", "battles", "pillage", "end_round",
         "cards_anytime", "victory")
# where each step stands in the whole reference (docs/rules.md)
SECTIONS = {"setup_villages": "Setup", "marriage": "1.1", "elections": "1.3", "cards_draw": "2.1",
            "disasters": "2.3", "play_cards": "2.4", "income": "3.0", "ransoms": "6.2.4",
            "purchase": "4.0", "movement": "5.0", "battles": "6.0", "pillage": "6.5",
            "end_round": "7.0", "cards_anytime": "10.0", "victory": "7.0"}
EXTRA_NAMES = {"cards_anytime": N_("Cards at any time"), "victory": N_("Winning")}

RULES: dict[str, tuple[str, ...]] = {
    "setup_villages": (
        N_("In turn order each family chooses an empty village to start in, with its first lord."),
        N_("The family controls that village. Choose near titles you want: a fief title needs every village of the fief (Setup 8-10)."),
    ),
    "marriage": (
        N_("In turn order a family may propose one marriage between one of its lords and a lady of another family; the other family accepts or refuses (1.1)."),
        N_("Married families are allied: they can win together (7.2). A marriage to the King makes a Queen; a Crown Prince may follow."),
    ),
    "elections": (
        N_("Vacant Bishoprics are elected, then the Pope among the Cardinals, then the King among the lords holding fief titles (1.3-1.8)."),
        N_("Each family may present a candidate; then each lays a vote marker and a decoy face down. Votes count by what the family holds in the place elected (1.4)."),
        N_("The Pope and the King each give a victory point."),
    ),
    "cards_draw": (
        N_("In turn order each family may discard cards, then draws up to two cards, at most one from the Lords deck, keeping at most three in hand (2.1)."),
        N_("A Disaster drawn is laid face down on the Disaster track (2.2)."),
    ),
    "disasters": (
        N_("The Disasters on the track are revealed; an ordinary die picks the bishopric each strikes (2.3)."),
        N_("Heavy Rain stops movement there, Famine takes the income, Plague may kill lords and halves the troops that enter."),
    ),
    "play_cards": (
        N_("In turn order each family plays cards: Lords join the family, Harvest and Good Weather help a bishopric, Tax cards levy a Tallage or a Tithe (2.4)."),
        N_("Opportunity cards may also be played at any time a window opens (9.0, 10.0)."),
    ),
    "income": (
        N_("Each family collects 1 denier per village it controls and 2 per mill there, with what its titles and taxes bring (3.0)."),
        N_("Famine cancels the income of its bishopric; Harvest and Good Weather add to it."),
    ),
    "ransoms": (
        N_("A family whose lords are captive must pay the full ransom it can afford, or offer a lower sum the captor may refuse (6.2.4)."),
    ),
    "purchase": (
        N_("Knights cost 3, men at arms 1: at most 4 new troops per village, where you have a free lord or your Stronghold (4.1)."),
        N_("A mill costs 3 and a Stronghold 10, in a village you control (4.2)."),
        N_("A fief title costs 2 deniers per village of the fief: you must control them all and hold a Stronghold there (4.3). The Cardinal's hat costs 5 (4.4)."),
    ),
    "movement": (
        N_("In turn order each family moves groups led by a free lord from a village to a neighbour, one step at a time; each counter makes at most two steps a round (5.0)."),
        N_("Entering a village held by another family stops you at its gate; passing on needs their leave."),
        N_("A Cavalcade of knights may force its way through (5.2)."),
    ),
    "battles": (
        N_("In turn order families declare battles against others in the same village (6.0): each side rolls dice by strength, knights count 3 and men at arms 1."),
        N_("The attacker of a Stronghold or City has a penalty; siege engines cancel it (6.4)."),
        N_("After each round: continue, surrender, offer a truce or break off. The victors may take captives."),
    ),
    "pillage": (
        N_("The controller of a village (or its besieger) may destroy its mills for 1 denier each (6.5)."),
    ),
    "end_round": (
        N_("The round ends: units on roads enter their villages, the First Player card passes on, and the victory is checked (7.0)."),
    ),
    "cards_anytime": (
        N_("At named moments (the start of a step, the end of a turn, a battle's rounds) every family holding a card playable there is asked in turn; the others are never asked (A1)."),
        N_("Tick \"Do not ask me again\" to pass at such a moment without being asked."),
    ),
    "victory": (
        N_("At the end of a round a family with 3 victory points wins alone; with 4 or more players, two families allied by marriage win together with 4 between them (7.1-7.3)."),
        N_("Each fief title, the King and the Pope give one victory point."),
    ),
}

# The 2011 edition (003, docs/editions.md): the steps whose rules differ from 1429's (its
# money is the ecu).
RULES_2011: dict[str, tuple[str, ...]] = {
    "income": (
        N_("Each family collects 1 ecu per village it controls and 2 per mill there, with the Tallage's 2 a village, the Tithe, and 5 ecus for the King, 5 for the Pope, 3 for the Queen (003 Phase 3)."),
        N_("Famine cancels the income of its bishopric's mills; Bountiful Harvest and Good Weather add 1 ecu a mill."),
    ),
    "pillage": (
        N_("The controller of a village (or its besieger) may destroy its mills for 1 ecu each (003 Le pillage)."),
    ),
    "elections": (
        N_("Vacant Bishoprics are elected, then the Pope by the Cardinals alone, then the King by the lords holding fief titles (003 Élections)."),
        N_("Each family may present a candidate; then each lays a FOR token and an AGAINST token face down, each on a candidate or kept, never both on one candidate. FOR gives the voter's votes, AGAINST takes them away; a total below 0 counts 0 (E-4)."),
        N_("A tie postpones the election. The King needs 3 votes, a Cardinal's or two Bishops' among them. The King and the Pope each give a victory point and 5 ecus a round; the Queen 3."),
    ),
    "purchase": (
        N_("Knights cost 3 ecus, sergeants 1: at most 4 new troops per village, where you have a free lord or your castle. A mill costs 3 (two a village), a castle 10 (003 Phase 4)."),
        N_("A fief title costs 2 ecus per village of the fief, with every village controlled and a castle there, which becomes its capital city. The Cardinal's card costs 5."),
        N_("A Siege Engine costs 5 ecus from the common supply: it goes with your next siege, cancels one malus and is destroyed when its side is beaten (E-3, E-9). The King, or the Queen Regent, gives the crown's heirless titles free (E-10)."),
    ),
    "battles": (
        N_("In turn order families declare battles against others in the same village: each side rolls dice by strength, knights count 3 and sergeants 1 (003 Phase 6)."),
        N_("Troops alone may besiege a castle or a city; its walls cost the attacker dice, and each Siege Engine of the besiegers cancels one malus (E-3)."),
        N_("After each round: continue, surrender, offer a truce or break off. The victors may take captives."),
        N_("In bad weather a battle is declared only with a Secret Passage played with it (E-21)."),
    ),
    "cards_anytime": RULES["cards_anytime"] + (
        N_("An embassy token opens a private talk with your ally by marriage only, for 3 minutes the players keep; the ally cannot refuse it, only its opener ends it, and two talks never take place at once (003 Le jeton Ambassade, E-8)."),
    ),
    "movement": (
        N_("In turn order each family moves groups led by a free lord from a village to a neighbour, one step at a time; each counter makes at most two steps a round."),
        N_("Entering a village held by another family stops you at its gate; passing on needs their leave."),
        N_("A ride (Chevauchée) may force its way through; lords alone may ride (003 Chevauchée)."),
        N_("A Secret Passage frees a captive lord of yours only in this phase, to a village one step from his prison (E-18)."),
    ),
}
# The variant reads as 2011 wherever 004 is silent (docs/editions.md; its embassy tokens
# S-20): its help falls back on 2011's paragraphs, then on 1429's (RulesHelpScene). Its
# elections are 2011's, the crown's income counted in resources (S-3).
EDITION_RULES = {"2011": RULES_2011,
                 "simplified": {**RULES_2011, "elections": RULES_2011["elections"][:2] + (
                     N_("A tie postpones the election. The King needs 3 votes, a Cardinal's or two Bishops' among them. The King and the Pope each give a victory point and 5 resources a round; the Queen 3 (S-3)."),
                 ), **RULES_SIMPLIFIED}}


class RulesHelpScene(UIScene):
    transparent = True

    def __init__(self, app: Shell, step: str | None = None, refused: Any = None,
                 edition: str = "1429") -> None:
        super().__init__(app)
        self.edition = edition
        self.rules = {**RULES, **EDITION_RULES.get(edition, {})}     # the edition's own
        self.drawn_paragraphs: list[str] = []   # what the last frame showed (tests read them)
        self.drawn_refusal = ""
        self.step = step if step in RULES else "victory"
        # The referee's refusal just shown, if any (an Outcome or a LAN Result), said again in
        # the language of each frame, and the rule that refused it ("5.0", "RULINGS 27").
        self.refused = refused
        self.refused_rule = refused_rule(refused) or ""
        self.buttons = {key: Button(partial(self.step_name, key), partial(self.show, key))
                        for key in ORDER}
        for b in self.buttons.values():
            self.form.add(b)
        self.close_button = Button(N_("Close"), self.close, primary=True)
        self.form.add(self.close_button)
        self.all_button = Button(N_("All the rules"), self.open_reference)
        self.form.add(self.all_button)
        self.refused_button = Button(self.refused_label, partial(self.open_reference, self.refused_rule))
        self.refused_button.visible = bool(self.refused_rule)
        self.form.add(self.refused_button)
        self.form.set_focus(self.close_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.show(self.step)

    @staticmethod
    def step_name(key: str) -> str:
        return _(STEP_NAMES[key]) if key in STEP_NAMES else _(EXTRA_NAMES.get(key, key))

    def show(self, key: str) -> None:
        self.step = key
        for k, b in self.buttons.items():
            b.primary = k == key

    def close(self) -> None:
        self.stack.pop()

    def refused_label(self) -> str:
        return _("Read section {rule}").format(rule=self.refused_rule)

    def open_reference(self, rule: str | None = None) -> None:
        self.stack.push(RulesReferenceScene(self.app, rule or SECTIONS.get(self.step), self.edition))

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
        return None

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(1200), w - 40), min(self.px(760), h - 40))
        self.panel.center = (w // 2, h // 2)
        bw, bh, gap = self.px(280), self.px(36), self.px(5)
        y = self.panel.y + self.px(90)
        # The steps' list closes up on a small window at a large scale, to stay on the panel.
        room = self.panel.bottom - self.px(20) - y
        fit = min(1.0, room / (len(self.buttons) * (bh + gap)))
        bh, gap = round(bh * fit), round(gap * fit)
        for b in self.buttons.values():
            b.rect = pygame.Rect(self.panel.x + self.px(36), y, bw, bh)
            b.scale = self.scale * 0.85 * fit
            y += bh + gap
        self.close_button.rect = pygame.Rect(0, 0, self.px(200), self.px(50))
        self.close_button.rect.bottomright = (self.panel.right - self.px(36), self.panel.bottom - self.px(30))
        self.close_button.scale = self.scale
        self.all_button.rect = pygame.Rect(0, 0, self.px(240), self.px(50))
        self.all_button.rect.bottomright = (self.close_button.rect.x - self.px(16), self.close_button.rect.bottom)
        self.all_button.scale = self.scale
        self.refused_button.rect = pygame.Rect(0, 0, self.px(260), self.px(44))
        self.refused_button.rect.topright = (self.panel.right - self.px(36), self.panel.y + self.px(96))
        self.refused_button.scale = self.scale * 0.9

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        px = self.px
        self.heading(surface, _("Rules reference"), (self.panel.centerx, self.panel.y + px(48)), 44)
        x = self.panel.x + px(360)
        area = pygame.Rect(x, self.panel.y + px(96), self.panel.right - x - px(40), px(40))
        self.write(surface, self.step_name(self.step), area.topleft, size=32, role="bold", colour=pal.BURGUNDY)
        y = area.y + px(54)
        self.drawn_refusal = said_refusal(self.refused) if self.refused is not None else ""
        if self.drawn_refusal:
            rect = pygame.Rect(x, y, area.width - (px(280) if self.refused_rule else 0), px(100))
            y += self.write_wrapped(surface, self.drawn_refusal, rect, size=21, role="italic",
                                    colour=pal.BURGUNDY) + px(16)
        self.drawn_paragraphs = [_(p) for p in self.rules.get(self.step, ())]
        for paragraph in self.rules.get(self.step, ()):
            rect = pygame.Rect(x, y, area.width, px(200))
            y += self.write_wrapped(surface, _(paragraph), rect, size=23) + px(16)
        self.write(surface, _("F1 or Esc to close"), (x, self.panel.bottom - px(44)), size=18,
                   role="italic", colour=pal.INK_SOFT)
        self.form.draw(surface)
