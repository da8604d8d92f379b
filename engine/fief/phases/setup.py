"""Setup (rulebook "Game setup" 1-11, RULINGS 1, 2, 50): stock, decks, lords, first player,
starting villages chosen clockwise from the first player."""
from __future__ import annotations

from typing import TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ...rng import Rng, seed_state
from ..board import Board
from ..control import note_arrival, refresh
from ..editions.rules import rules_for
from ..match import Match, Step, new_round
from ..options import GameOptions
from ..state import LORD_NAMES, LORD_SEX, RELICS, STRONGHOLD, Engine, Frame, GameState, Player, Titles, VillageState
from ..counters import KNIGHT, MAN, TROOP_KINDS, Lord, Troop


def blank_state(options: GameOptions, board: Board) -> GameState:
    """The box opened (Setup 1-8): every counter in its stock, titles on the board, no card
    dealt and no unit placed. Setup and hand-written positions both start from it."""
    rules = rules_for(options.edition)
    open_diplomacy = options.has("open_diplomacy")
    players = [Player(p.name, p.colour, money=rules.start_money,
                      diplomacy=0 if open_diplomacy else rules.stock_diplomacy,
                      tax_markers=rules.stock_tax) for p in options.players]
    troops = [Troop(i, kind) for i in range(len(players))
              for kind, count in zip(TROOP_KINDS, (rules.stock_knights, rules.stock_men))
              for _ in range(count)]
    return GameState(
        options=options.to_dict(),
        players=players,
        lords={name: Lord(name, LORD_SEX[name]) for name in LORD_NAMES},
        troops=troops,
        engines=[Engine(i) for i in range(len(players)) for _ in range(rules.stock_engines)],
        villages={v: VillageState() for v in board.villages},
        titles=Titles(fiefs={f: None for f in board.fiefs},
                      bishops={str(b): None for b in board.bishoprics}),
        disasters={str(b): [] for b in board.bishoprics},
        fortunes={str(b): [] for b in board.bishoprics},
        mills_stock=rules.stock_mills,
        forts_stock=rules.stock_forts,
        engine_pool=rules.engine_pool,
        rng=seed_state(options.seed),
    )


def initial_state(options: GameOptions, board: Board) -> GameState:
    """Everything before the first decision: stock, shuffled decks, drawn lords, first player."""
    rules = rules_for(options.edition)
    state = blank_state(options, board)
    rng = Rng(state)
    state.lords_deck = rules.lords_box()
    rng.shuffle(state.lords_deck)
    state.fortune_deck = rules.fortune_deck()
    rng.shuffle(state.fortune_deck)
    draw_starting_lords(state, rng)
    state.first = rng.below(len(state.players))     # RULINGS 2: chosen at random
    return state


def draw_starting_lords(state: GameState, rng: Rng) -> None:
    """Setup 9 / RULINGS 1: Cardinal and d'ARC cards are set aside until every player has a lord."""
    for seat in range(len(state.players)):
        while True:
            card = state.lords_deck.pop()
            if card in LORD_SEX:
                state.lords[card].owner = seat
                break
            state.set_aside.append(card)
    state.lords_deck.extend(state.set_aside)
    state.set_aside.clear()
    rng.shuffle(state.lords_deck)


def unoccupied(g: Match) -> list[str]:
    return [v for v, vs in g.state.villages.items() if not vs.arrivals]


class SetupData(TypedDict):
    turn: int                    # the place in turn order of the family choosing (Setup 10)


class SetupVillages(Step[SetupData]):
    """Setup 10: clockwise from the first player, each family settles in an unoccupied village
    with 1 Knight, 3 Men at Arms, 1 Stronghold and its Lord."""

    kind = "setup_villages"
    rule = "Setup 10"

    def initial(self, g: Match) -> SetupData:
        return {"turn": 0}

    def seat(self, g: Match, frame: Frame[SetupData]) -> int:
        return g.state.order()[frame.data["turn"]]

    def decisions(self, g: Match, frame: Frame[SetupData]) -> list[Decision]:
        if frame.data["turn"] >= g.state.n:
            return []
        choices = [act("start_village", village=v) for v in sorted(unoccupied(g))]
        return [Decision.make(self.seat(g, frame), "start_village", choices)]

    def apply(self, g: Match, frame: Frame[SetupData], player: int, action: Action) -> None:
        require(action.kind == "start_village", self.rule, "choose a starting village")
        village = action["village"]
        require(village in g.state.villages, self.rule, "there is no village {village!r}",
                village=village)
        require(village in unoccupied(g), self.rule, "{village} is already occupied",
                village=village)
        settle(g, player, village)
        frame.data["turn"] += 1

    def proceed(self, g: Match, frame: Frame[SetupData]) -> bool:
        """Every family has settled: relics go out (RULINGS 50) and the first round begins."""
        if g.option("holy_relics"):
            place_relics(g)
        new_round(g)
        return True


def settle(g: Match, player: int, village: str) -> None:
    state = g.state
    rules = g.rules
    lord = next(l for l in state.lords.values() if l.owner == player)
    lord.village = village
    for kind, count in ((KNIGHT, rules.start_knights), (MAN, rules.start_men)):
        for troop in state.stock(player, kind)[:count]:
            troop.village = village
    state.villages[village].fort = STRONGHOLD
    state.forts_stock -= 1
    note_arrival(state, player, village)
    refresh(g, village)
    g.emit("start_village", player=player, village=village, lord=lord.name)


def place_relics(g: Match) -> None:
    """11.1 / RULINGS 50: the five relics go at random on the principal villages after setup."""
    relics = list(RELICS)
    g.rng.shuffle(relics)
    principals = [g.board.bishoprics[b].principal for b in sorted(g.board.bishoprics)]
    for relic, village in zip(relics, principals):
        g.state.villages[village].relics.append(relic)
        g.state.relics[relic] = None
        g.emit("relic_placed", relic=relic, village=village)
