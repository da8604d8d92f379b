"""The Squire: plays sensibly but simply. It takes the villages nearest its lords, buys troops
where a lord or a threatened stronghold needs them, buys a fief title whenever one can be
bought, stands in every election and votes for its own candidates, lets others pass unless
they march on its villages, and accepts a marriage into a family doing at least as well."""
from __future__ import annotations

from ...actions import Action
from . import cards, economy, military, politics, rides, variant
from .base import Bot, Ctx, Handler, Style


def purchase(ctx: Ctx) -> Action:
    """The variant's purchases (perishable resources and gems, S-3), else 1429's and 2011's."""
    if variant.builds_where_lords_stand(ctx.world):
        return variant.purchase(ctx)
    return economy.purchase(ctx)


HANDLERS: dict[str, Handler] = {
    "start_village": military.start_village,
    "marriage": politics.marriage,
    "answer_marriage": politics.answer_marriage,
    "candidate": politics.candidate,
    "vote": politics.vote,
    "ballot": politics.ballot,
    "cards": cards.draw,
    "play_cards": cards.play_cards,
    "window": cards.window,
    "ransom": economy.ransom,
    "answer_ransom": economy.answer_ransom,
    "purchase": purchase,
    "movement": military.movement,
    "consent": politics.consent,
    "declare_battle": military.declare_battle,
    "sieges": military.sieges,
    "join_battle": military.join_battle,
    "battle_choice": military.battle_choice,
    "answer_truce": military.answer_truce,
    "paired_battle_choice": military.paired_battle_choice,
    "coalition_stance": military.coalition_stance,
    "coalition_accord": rides.coalition_accord,
    "battle_stance": military.battle_stance,
    "casualties": military.losses,
    "losses": military.losses,
    "capture": military.capture,
    "place_lord": military.place_lord,
    "assign_fief": politics.assign_fief,
    "stop_uprising": politics.stop_uprising,
    "pillage": economy.pillage,
}


class Squire(Bot):
    name = "squire"
    style = Style(plan_fiefs=False, attack_ratio=1.0, garrison=1, army_target=5, mills=True,
                  save_for_titles=False, elections=False, marriages="accept", cards=False,
                  consent="open")

    def handler(self, kind: str) -> Handler | None:
        return HANDLERS.get(kind)
