"""Random play with every card in the decks (the OpenSpiel-style random simulation): from many
seeds, with 3 to 6 families and the options that change the cards, a random legal action is
applied until the game ends or a step budget runs out, with diplomacy thrown in at random.

After every action: a decision is pending and its player has legal actions, every action listed
applied without error, and the invariants of titles, hands and cards hold:
- each title (King, Queen, Pope, Crown Prince, d'ARC, every Bishopric and fief, the four
  birettas) is held by at most one living lord, and a Cardinal or the Pope is a churchman;
- an excommunicated lord holds no ecclesiastical title;
- no hand holds more than 3 cards;
- every card of the box is somewhere: a deck, a discard pile, a hand, the table (fortunes and
  disasters on bishoprics, the disaster track, cards under birettas, d'ARC, lords in play) or a
  frame resolving it.
"""
import random
from collections import Counter
from functools import lru_cache

import pytest

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.editions.rules import rules_for
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.state import CARDINAL_CARD, DARC_CARD, LORD_NAMES
from engine.fief.titles import bishopric_of, is_cardinal

STEPS = 1200


def new_game(seed: int, players: int, optional: frozenset[str] = frozenset()) -> Game:
    specs = tuple(PlayerSpec(f"P{i}", COLOURS[i]) for i in range(players))
    return Game.new(GameOptions(players=specs, seed=seed, optional=optional),
                    remember=True)           # played through apply alone (Game.decided)


def lords_deck_card(card: str) -> bool:
    return card in LORD_NAMES or card in (CARDINAL_CARD, DARC_CARD)


def check_titles(g: Game) -> None:
    state = g.state
    t = state.titles
    alive = {n for n, lord in state.lords.items() if lord.owner is not None}
    holders = [t.king, t.queen, t.pope, t.crown_prince, t.darc, *t.bishops.values(),
               *t.fiefs.values(), *t.cardinals]
    assert all(h is None or h in alive for h in holders), "a dead lord holds a title"
    for group in (list(t.bishops.values()), list(t.cardinals)):
        held = [h for h in group if h is not None]
        assert len(held) == len(set(held)), f"one lord holds two of {group}"
    assert all(c is None or bishopric_of(state, c) is not None for c in t.cardinals)
    assert t.pope is None or bishopric_of(state, t.pope) is not None or is_cardinal(state, t.pope)
    if t.excommunicated is not None:
        x = t.excommunicated
        assert bishopric_of(state, x) is None and not is_cardinal(state, x) and t.pope != x
    if t.regent:
        assert t.king is None and t.queen is not None
    elif t.queen is not None:
        assert t.king is not None and state.lords[t.king].spouse == t.queen
    for name, lord in state.lords.items():
        if lord.spouse is not None:
            assert state.lords[lord.spouse].spouse == name and lord.owner is not None
    assert all(len(state.family(p)) <= g.rules.max_family for p in range(state.n))


def check_cards(g: Game) -> None:
    """Every card of the box is somewhere: the cards found are listed, then counted once (a
    Counter per pile was most of the cost of this test)."""
    state = g.state
    t = state.titles
    rules = g.rules
    assert all(len(p.hand) <= rules.hand_limit for p in state.players)
    lords = [*state.lords_deck, *state.lords_discard, *state.set_aside]
    fortune = [*state.fortune_deck, *state.fortune_discard, *state.disaster_track]
    for player in state.players:
        for card in player.hand:
            (lords if lords_deck_card(card) else fortune).append(card)
    for cards in [*state.disasters.values(), *state.fortunes.values()]:
        fortune += cards
    for frame in state.stack:
        fortune += frame.data.get("held_cards", [])
    lords += [n for n, lord in state.lords.items() if lord.owner is not None]
    lords += [CARDINAL_CARD] * sum(1 for c in t.cardinals[:rules.cardinal_cards] if c)
    lords += [DARC_CARD] * (t.darc is not None)
    box, expected = the_box(rules.edition)
    found = Counter(lords)
    assert found == box, (found - box, box - found)
    found = Counter(fortune)
    assert found == expected, (found - expected, expected - found)


@lru_cache(maxsize=None)
def the_box(edition: str) -> tuple[Counter, Counter]:
    """The cards of the box of an edition: the lords' deck and the Fortune deck."""
    rules = rules_for(edition)
    box = Counter({n: 1 for n in LORD_NAMES})
    box.update({CARDINAL_CARD: rules.cardinal_cards, DARC_CARD: rules.darc_cards})
    return box, Counter(dict(rules.fortune_cards)) + Counter(dict(rules.disaster_cards))


def diplomacy(g: Game, rnd: random.Random) -> None:
    """Now and then a player gives deniers or opens an exchange or a talk (free actions)."""
    state = g.state
    player, other = rnd.sample(range(state.n), 2)
    hand = state.players[player].hand
    actions = [act("give_money", to=other, amount=1), act("open_talk", **{"with": other})]
    if hand:
        actions.append(act("offer_cards", to=other, give=rnd.choice(hand)))
    try:
        g.apply(player, rnd.choice(actions))
    except IllegalAction:
        pass                    # no marker, no denier, a full hand: refused, state unchanged


def play(seed: int, players: int, optional: frozenset[str] = frozenset()) -> Counter:
    """Random play; returns how often each card was played."""
    rnd = random.Random(seed)
    g = new_game(seed, players, optional)
    played: Counter = Counter()
    for _ in range(STEPS):
        if g.state.finished:
            break
        pending = g.pending()
        assert pending, f"seed {seed}: no decision pending at {g.state.top()}"
        decision = rnd.choice(pending)
        legal = g.legal(decision.player)
        assert legal, f"seed {seed}: {decision.kind} of seat {decision.player} offers nothing"
        action = rnd.choice(legal)
        if action.kind == "play_card":
            played[action.get("card")] += 1
        g.apply(decision.player, action)
        if rnd.random() < 0.03:
            diplomacy(g, rnd)
        check_titles(g)
        check_cards(g)
    return played


@pytest.mark.parametrize("seed,players,optional", [
    (1, 3, ()), (2, 4, ()), (3, 5, ()), (4, 6, ()), (5, 4, ("assassination_roll",)),
    (6, 3, ("open_diplomacy",)), (7, 5, ("holy_relics",)), (8, 4, ()),
])
def test_random_play_keeps_titles_hands_and_cards_consistent(seed, players, optional):
    play(seed, players, frozenset(optional))


def test_random_play_puts_every_card_in_play():
    played: Counter = Counter()
    for seed in range(20, 26):
        played += play(seed, 4)
    fortune = {"harvest", "good_weather", "tax", "uprising", "secret_passage", "assassination",
               "justice"}
    assert fortune | {CARDINAL_CARD, DARC_CARD} <= set(played)
    assert any(card in LORD_NAMES for card in played)
