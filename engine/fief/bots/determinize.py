"""Determinization: a full game consistent with one seat's view, hidden parts drawn at random.

A bot sees only ``engine.fief.views.view_for(game, seat)``. To use the referee (``legal``, the rule
checks, simulations) it needs a ``Game``, so this module builds one from the view alone: every
public fact is copied, and what the view hides (other hands, deck order, the discard piles, the
face-down Disaster track, money under ``hidden_money``, troop types under Fog of War) is drawn
from the cards and counters the seat has not seen. Two views that are equal give equal worlds
for the same seed, which is what keeps a bot blind to the secrets it was not shown.

The view does not carry every public detail (which of another family's counters made which
steps under the Fog of War, troops placed this Purchase phase by kind, passages refused this
turn, the data of interruption frames), so a world starts at the beginning of the current
round step with only that step's frame on the stack; the bots keep that in mind (``faithful``)
and submit what the referee refuses again differently.
"""
from __future__ import annotations

import random
from typing import Any

from ...decisions import DecisionDict
from ..board import Board, load_board
from ..counters import KNIGHT, TROOP_KINDS, Lord, Troop, TroopKind
from ..editions.rules import rules_for
from ..game import Game
from ..queries import taxing_lord
from ..state import (
    CARDINAL_CARD,
    DARC_CARD,
    DISASTER_KINDS,
    LORD_SEX,
    Engine,
    GameState,
    Player,
    Tax,
    Titles,
    VillageState,
)
from ..views import StackView, View

# Bottom steps whose frame this module can rebuild from the view and the decision: the turn is
# the deciding player's, the rest of the frame starts empty.
REBUILT_STEPS = ("marriage", "ransoms", "purchase", "movement", "battles", "pillage")


def rebuild(view: View, decision: DecisionDict[str, dict[str, Any]] | None, seed: int,
            board: Board | None = None) -> Game:
    """A game consistent with ``view``; hidden parts drawn with ``seed``."""
    rng = random.Random(seed)
    board = board or load_board()
    options = dict(view["options"])
    options["seed"] = seed
    rules = rules_for(options.get("edition", "1429"))
    state = GameState(
        options=options,
        players=players_of(view, rng),
        lords=lords_of(view),
        troops=[], engines=[], villages=villages_of(view, board),
        titles=titles_of(view),
        disasters={b: list(c) for b, c in view["disasters"].items()},
        fortunes={b: list(c) for b, c in view["fortunes"].items()},
        mills_stock=view["stock"]["mills"], forts_stock=view["stock"]["forts"],
        engine_pool=view["stock"].get("engines", 0),
        # simplified (S-3): the gems no family holds are the game's stock
        gem_pool=rules.gems_in_game - sum(p.get("gems", 0) for p in view["players"]),
        round=view["round"], phase=view["phase"], first=view["first"],
        rng=rng.getrandbits(64), version=view["move"],
        finished=bool(view["finished"]),
        winners=list(view["winners"]) if view["winners"] is not None else None,
    )
    place_units(view, state, rules, rng)
    state.taxes = taxes_of(view, state)
    state.relics = {r: h for r, h in view["relics"].items()}
    state.relics_claimed = sorted(state.relics)
    deal_hidden_cards(view, state, rules, rng)
    game = Game(state, board, remember=True)      # played through apply alone
    if not state.finished:
        rebuild_frame(game, view, decision)
    return game


def faithful(view: View, decision: DecisionDict[str, dict[str, Any]]) -> bool:
    """True when the world's own pending decision is the one asked (no interruption above the
    round step), so ``legal`` and the rule checks of the world apply to it."""
    frames = view.get("frames") or []
    return len(frames) == 1 and frames[0]["kind"] in REBUILT_STEPS \
        and decision.get("kind") in ("purchase", "movement", "declare_battle", "sieges",
                                     "ransom", "marriage", "pillage")


# --- players, lords, titles ---------------------------------------------------------------

def players_of(view: View, rng: random.Random) -> list[Player]:
    seat = view["seat"]
    out = []
    for i, p in enumerate(view["players"]):
        money = p.get("money")
        if money is None:                      # hidden_money: a plausible purse
            money = rng.randint(0, 8)
        out.append(Player(p["name"], p["colour"], money=money,
                          hand=list(p.get("hand", [])) if i == seat else [],
                          diplomacy=p["diplomacy"], tax_markers=p["tax_markers"],
                          gems=p.get("gems", 0), damages=p.get("damages", 0)))
    return out


def titles_of(view: View) -> Titles:
    t = view["titles"]
    cardinals = list(t["cardinals"]) + [None] * (4 - len(t["cardinals"]))
    return Titles(king=t["king"], queen=t["queen"], regent=bool(t["regent"]), pope=t["pope"],
                  crown_prince=t["crown_prince"], crown_prince_born=t["crown_prince"] is not None,
                  darc=t["darc"], excommunicated=t["excommunicated"], fiefs=dict(t["fiefs"]),
                  bishops=dict(t["bishops"]),
                  bishop_since={b: max(0, view["round"] - 1) for b in t["bishops"].values() if b},
                  cardinals=cardinals, cardinal_order=[c for c in cardinals if c],
                  vacant_fiefs_reserved=dict(t.get("reserved", {})),
                  crown_fiefs=list(t.get("crown", [])), strength=t.get("strength"))


def lords_of(view: View) -> dict[str, Lord]:
    """The 18 lords: those in play as the view shows them, the others in the box (their cards
    in a deck or a hand). Made by the constructor, so a field the view does not give takes the
    default a new lord has."""
    shown = {entry["name"]: entry for entry in view["lords"]}
    lords = {}
    for name, sex in LORD_SEX.items():
        entry = shown.get(name)
        lords[name] = Lord(name, sex) if entry is None else Lord(
            name, sex, owner=entry["owner"], village=entry["village"], road=entry["road"],
            captor=entry["captor"], steps=entry["steps"], spouse=entry["spouse"],
            assassin=bool(entry["assassin"]), relics=list(entry["relics"]))
    return lords


def villages_of(view: View, board: Board) -> dict[str, VillageState]:
    """Every village of the board as the view shows it (the controller kept is the occupier:
    control by a fief title is derived from the titles)."""
    shown = view["villages"]
    return {name: VillageState() if name not in shown else VillageState(
                controller=shown[name]["occupied_by"], arrivals=list(shown[name]["arrivals"]),
                mills=shown[name]["mills"], fort=shown[name]["fort"],
                besiegers=list(shown[name]["besiegers"]),
                relics=list(shown[name].get("relics") or []))
            for name in board.villages}


# --- counters on the map ------------------------------------------------------------------

def place_units(view: View, state: GameState, rules: Any,
                rng: random.Random) -> None:
    """Villages, troop counters (their steps taken from the lords beside them) and engines."""
    stock = {(p, kind): count for p in range(len(state.players))
             for kind, count in zip(TROOP_KINDS, (rules.stock_knights, rules.stock_men))}
    spare_engines = {p: entry["stock"]["engines"] for p, entry in enumerate(view["players"])}
    for name, v in view["villages"].items():
        for stack in v["stacks"]:
            place_stack(state, name, stack, stock, rng)
        for e in v["engines"]:
            state.engines.append(Engine(e["player"], name, e["level"]))
    for (player, kind), count in sorted(stock.items()):
        state.troops += [Troop(player, kind) for _ in range(max(0, count))]
    for player, count in sorted(spare_engines.items()):
        state.engines += [Engine(player) for _ in range(max(0, count))]


def place_stack(state: GameState, village: str, stack: StackView,
                stock: dict[tuple[int, TroopKind], int], rng: random.Random) -> None:
    player, road = stack["player"], stack["road"]
    knights, men = stack.get("knights", 0), stack.get("men", 0)
    hidden = stack.get("counters", 0)            # Fog of War: a count only
    for _ in range(hidden):
        if stock[(player, KNIGHT)] > 0 and rng.random() < 0.3:
            knights += 1
        else:
            men += 1
    made: list[Troop] = []
    for kind, count in zip(TROOP_KINDS, (knights, men)):
        count = min(count, stock[(player, kind)])
        stock[(player, kind)] -= count
        made += [Troop(player, kind, village, road) for _ in range(count)]
    set_steps(made, stack)
    # The view counts the troops bought this phase per stack (which counter is which is
    # unknown, and does not matter to 4.1's limit of 4 a village).
    for troop in made[:stack.get("new", 0)]:
        troop.new = True
    state.troops += made


def set_steps(made: list[Troop], stack: StackView) -> None:
    """The steps made this round (RULINGS 27), as the view counts them per stack: its knights'
    when their kind is shown, the rest on its men (on the first counters when the kinds are
    hidden, which the seat cannot tell apart). A move names its knights and men, so a world
    that gave a knight's 2 steps to a man offered a move the referee refused (issue 35)."""
    def listed(counts: dict[str, int]) -> list[int]:
        return [int(n) for n, count in sorted(counts.items()) for _ in range(count)]

    steps = listed(stack.get("steps", {}))
    knight_steps = listed(stack.get("knight_steps", {}))
    if "counters" not in stack:                  # the kinds are shown: knights' steps first
        knights = [t for t in made if t.kind == KNIGHT]
        for troop, made_steps in zip(knights, knight_steps):
            troop.steps = made_steps
        for n in knight_steps:
            steps.remove(n)
        made = [t for t in made if t.kind != KNIGHT]
    for troop, made_steps in zip(made, steps):
        troop.steps = made_steps


def taxes_of(view: View, state: GameState) -> list[Tax]:
    out = []
    for i, t in enumerate(view["taxes"]):
        lord = taxing_lord(state, t["player"], t["role"], t["target"]) or ""
        out.append(Tax(t["player"], lord, t["kind"], t["target"], t["role"], i))
    return out


# --- cards ---------------------------------------------------------------------------------

def deal_hidden_cards(view: View, state: GameState, rules: Any,
                      rng: random.Random) -> None:
    """Cards the seat has not seen, dealt at random to the other hands, the decks, the discard
    piles and the Disaster track, each pile keeping the size the view shows."""
    seat = view["seat"]
    lords_pool = rules.lords_box()
    fortune_pool = rules.fortune_deck()
    seen = list(state.players[seat].hand) if seat is not None else []
    seen += [l["name"] for l in view["lords"]]
    seen += [CARDINAL_CARD for c in state.titles.cardinals[:3] if c]
    seen += [DARC_CARD] if state.titles.darc else []
    seen += [c for cards in state.fortunes.values() for c in cards]
    seen += [c for cards in state.disasters.values() for c in cards]
    seen += ["tax" for t in state.taxes]
    for card in seen:
        for pool in (lords_pool, fortune_pool):
            if card in pool:
                pool.remove(card)
                break
    rng.shuffle(lords_pool)
    rng.shuffle(fortune_pool)
    decks = view["decks"]
    track = []
    for _ in range(view["disaster_track"]):
        pick = next((c for c in fortune_pool if c in DISASTER_KINDS), None)
        if pick is None:
            pick = rng.choice(DISASTER_KINDS)
        else:
            fortune_pool.remove(pick)
        track.append(pick)
    state.disaster_track = track
    state.lords_deck = take(lords_pool, decks["lords"])
    state.lords_discard = take(lords_pool, decks["lords_discard"])
    state.fortune_deck = take(fortune_pool, decks["fortune"])
    state.fortune_discard = take(fortune_pool, decks["fortune_discard"])
    rest = lords_pool + fortune_pool
    rng.shuffle(rest)
    for i, p in enumerate(view["players"]):
        if i != seat:
            state.players[i].hand = take(rest, p["hand_size"], filler="harvest")


def take(pool: list[str], count: int, filler: str | None = None) -> list[str]:
    """The first ``count`` cards of a shuffled pool (removed from it)."""
    out = pool[:count]
    del pool[:count]
    if filler is not None:
        out += [filler] * (count - len(out))
    return out


# --- the flow -----------------------------------------------------------------------------

def rebuild_frame(game: Game, view: View,
                  decision: DecisionDict[str, dict[str, Any]] | None) -> None:
    """Put the round step on the stack with the deciding player's turn (without running its
    start-of-step work: the view already shows its outcome)."""
    frames = view["frames"]
    kind = frames[0]["kind"] if frames else None
    if kind is None or kind not in REBUILT_STEPS:
        return                     # an empty stack: the world waits for nobody
    game.resume_at(kind, decision, frames[0])
