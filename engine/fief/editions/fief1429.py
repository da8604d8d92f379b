"""The 1429 edition (English rules 2014, with the French 2015 revision where docs/rules.md says
so): its numbers (``RULES_1429``), every step of its rounds and interruptions, its cards and
powers, and its free actions, listed here once. The order of ``PLAYS`` is the order in which a
window offers them; the order of ``ROUND`` is the round (phases 1-7).
"""
from __future__ import annotations

from types import MappingProxyType

from .. import cavalcade, diplomacy, geronce, placement, pope, relics, windows
from ..battle import step as battle
from ..cards import (
                     ambush,
                     assassination,
                     cardinal,
                     darc,
                     justice,
                     lords,
                     secret_passage,
                     tax,
                     revolt,
                     uprising,
                     weather,
)
from ..match import Ruleset, Step
from ..passage import Tunnels as TunnelAttack
from ..phases import (
                     battles,
                     cards,
                     common,
                     elections,
                     end_round,
                     free,
                     income,
                     marriage,
                     movement,
                     pillage,
                     purchase,
                     ransoms,
                     setup,
)
from .rules import RULES_1429

STEPS: tuple[Step, ...] = (
    # Setup and the round, in order.
    setup.SetupVillages(),
    marriage.Marriages(), elections.Elections(),                                  # 1 Hear ye
    cards.CardsDraw(), cards.Disasters(), cards.PlayCards(),                      # 2 Cards
    income.Income(),                                                              # 3 Income
    ransoms.Ransoms(), purchase.Purchase(),                                       # 4 Purchase
    movement.Movement(),                                                          # 5 Movement
    battles.Battles(), pillage.Pillage(),                                         # 6 Battles
    end_round.EndRound(),                                                         # 7 End
    # Interruptions pushed on top of a step.
    common.AssignFief(), common.SpouseInherit(), common.PlaceLord(), common.Consent(),
    common.ChooseLosses(), windows.Window(), elections.Election(), battle.Battle(),
    cavalcade.Cavalcade(), pope.PopeConsent(), lords.CrownPrince(),
    assassination.AssassinationRoll(), revolt.UprisingStep(), revolt.UprisingLosses(),
    relics.TakeRelic(), geronce.Geronce(), relics.RelicPowers(),
    diplomacy.CardExchange(), diplomacy.PrivateTalk(),
)

ROUND: tuple[str, ...] = ("marriage", "elections", "cards_draw", "disasters", "play_cards",
                          "income", "ransoms", "purchase", "movement", "battles", "pillage",
                          "end_round")

PLAYS = (
    ambush.Ambush(), assassination.Assassination(),
    pope.Excommunicate(), pope.LiftExcommunication(), pope.RequestAnnulment(),
    cardinal.Cardinal(), darc.Darc(), justice.Justice(), *lords.LORD_PLAYS,
    uprising.Uprising(), secret_passage.Escape(), secret_passage.Tunnels(),
    secret_passage.Defence(), tax.TaxCard(), weather.Harvest(), weather.GoodWeather(),
    TunnelAttack(),
)

RULESET_1429 = Ruleset(
    rules=RULES_1429,
    steps=MappingProxyType({step.kind: step for step in STEPS}),
    round=ROUND,
    round_start=end_round.reset_for_round,
    # A1: a window at the start of every step; RULINGS 23: lords waiting off the map placed.
    step_hooks=(windows.step_start_window, placement.place_waiting),
    plays=MappingProxyType({play.key: play for play in PLAYS}),
    free=MappingProxyType(free.FREE),
)
