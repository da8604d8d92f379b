"""Cards (2.1-2.4, 9, 10): what to draw, which cards to play, when to use a reaction window.

Lords come first (a family of one lord cannot hold villages and march at once); then cards
worth their play: d'ARC, a Cardinal, a Tax, a Harvest or Good Weather where our villages are.
A Baron also plays Opportunity cards against the family in the lead (Uprising, Assassination).
"""
from __future__ import annotations

from ...actions import Action, act
from ..queries import controller, tallaged, titles_of
from ..state import LORD_SEX
from .base import Ctx
from .heuristics import friends_of, score


def draw(ctx: Ctx) -> Action | None:
    """Discard the cards the family cannot use (2.1 lets a player discard before drawing);
    draw a lord while the family is small, then a Fortune card; stop when nothing more can be
    drawn. A hand kept full of dead cards draws nothing, round after round: measured in the
    introductory game (issue 35), a family of one lord holding a Cardinal, a Tax and d'ARC it
    could not play never drew again and the table never ended."""
    g = ctx.world
    choices = ctx.choices()
    family = len(g.state.family(ctx.seat))
    hand = g.state.players[ctx.seat].hand
    for c in choices:
        if c.kind == "discard" and keep_value(ctx, str(c.get("card")), hand) <= 1.0:
            return c
    decks = ["lords", "fortune"] if family < g.rules.max_family else ["fortune", "lords"]
    for deck in decks:
        for c in choices:
            if c.kind == "draw" and c.get("deck") == deck:
                return c
    return next((c for c in choices if c.kind == "end_cards_turn"), None)


def keep_value(ctx: Ctx, card: str, hand: list[str]) -> float:
    """What keeping a card in hand is worth (1 or less: discard it to draw another): a lord
    while the family has room, a Cardinal or d'ARC while it has a Bishop or a lady to take
    it, a Tax while one of its titles levies one, one Secret Passage, the rest a little."""
    g = ctx.world
    state = g.state
    family = state.family(ctx.seat)
    names = {l.name for l in family}
    if card in LORD_SEX:
        return 10.0 if len(family) < g.rules.max_family else 0.0
    if card == "cardinal":
        return 6.0 if names & {b for b in state.titles.bishops.values() if b} else 1.0
    if card == "darc":
        return 6.0 if any(LORD_SEX[n] == "F" for n in names) else 1.0
    if card == "tax":
        t = state.titles
        levies = {*t.fiefs.values(), *t.bishops.values(), *t.cardinals, t.pope, t.king,
                  t.queen if t.regent else None} & names
        return 5.0 if levies else 1.0
    if card == "secret_passage":
        return 2.0 if hand.count(card) == 1 else 0.0
    if card == "justice":
        return 1.0
    return 3.0


def leader(ctx: Ctx) -> int | None:
    """The other family doing best (allies excluded): the one to slow down."""
    g = ctx.world
    friends = friends_of(g, ctx.seat)
    others = [p for p in range(g.state.n) if p != ctx.seat and p not in friends]
    return max(others, key=lambda p: (score(g, p), -p)) if others else None


def card_value(ctx: Ctx, c: Action) -> float:
    """What playing this card now is worth to the family (0 or less: keep it)."""
    card = c.get("card")
    if c.kind != "play_card" or card is None:
        return 0.0                   # a pass or a power: no world to rebuild for it
    g = ctx.world
    if card in LORD_SEX:
        return 10.0 if len(g.state.family(ctx.seat)) < g.rules.max_family else 0.0
    if card in ("darc", "cardinal"):
        lord = c.get("lord") or c.get("lady")
        return 7.0 if lord is None or g.state.lords[lord].owner == ctx.seat else -1.0
    if card == "tax":
        return tax_yield(ctx, c)
    if card in ("harvest", "good_weather"):
        return bishopric_balance(ctx, str(c.get("bishopric")))
    if not ctx.style.cards:
        return 0.0
    # The leader only for the two cards aimed at him: worked out for every card, it was a
    # twentieth of the Duke's playouts, for cards it does not weigh (issue 35).
    if card == "uprising":
        village = c.get("village")
        return 3.0 if village in g.board.villages and controller(g, village) == leader(ctx) \
            else 0.0
    if card == "assassination":
        victim = c.get("target")
        if victim in g.state.lords and g.state.lords[victim].owner == leader(ctx):
            return 2.0 + 2.0 * len(titles_of(g.state, victim))
    return 0.0


def tax_yield(ctx: Ctx, c: Action) -> float:
    """A Tax card is worth playing (2.4.4; 2011's taille and tithe): more on a larger fief
    (the tallage pays a number a village), a tithe by the villages it reaches (the Pope's on
    every governed bishopric)."""
    g = ctx.world
    target = c.get("target")
    if c.get("tax") == "tallage" and target in g.board.fiefs:
        return 1.0 + g.rules.tallage_per_village * tallaged(g, ctx.seat, target)
    sees = [b for b, lord in g.state.titles.bishops.items() if lord] if target == "all" \
        else [str(target)]
    return 1.0 + sum(1 for v in g.board.villages.values() if str(v.bishopric) in sees)


def bishopric_balance(ctx: Ctx, bishopric: str) -> float:
    """Our villages in a bishopric minus half of everybody else's (they profit too)."""
    g = ctx.world
    ours = theirs = 0
    for v, info in g.board.villages.items():
        if str(info.bishopric) != bishopric:
            continue
        holder = controller(g, v)
        if holder == ctx.seat:
            ours += 1 + g.state.villages[v].mills
        elif holder is not None:
            theirs += 1 + g.state.villages[v].mills
    return ours - 0.5 * theirs


def play_cards(ctx: Ctx) -> Action | None:
    return best_card(ctx) or act("end_play")


def window(ctx: Ctx) -> Action | None:
    return best_card(ctx) or next((c for c in ctx.choices() if c.kind == "pass"), None)


def best_card(ctx: Ctx) -> Action | None:
    best = None
    for c in ctx.choices():
        value = card_value(ctx, c)
        if value > 0 and (best is None or value > best[0]):
            best = (value, c)
    return best[1] if best else None
