"""The random player: any choice of the decision (or of the world's legal actions), uniformly.
The yardstick the Squire is measured against."""
from __future__ import annotations

from ...actions import Action
from .base import Bot, Ctx, Handler, quiet


def any_choice(ctx: Ctx) -> Action:
    choices = ctx.choices()
    return ctx.rng.choice(choices) if choices else quiet(ctx)


class RandomBot(Bot):
    name = "random"

    def handler(self, kind: str) -> Handler | None:
        return any_choice
