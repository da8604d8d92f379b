"""Issue 17, section 1: every refusal names the precise rule, and what would be allowed.

A random soak plays games and, at every decision, also submits actions that are likely to be
illegal: a listed answer with one parameter changed, an answer of another kind seen earlier in
the game, an answer from a seat not asked. Every refusal must be the referee's (never another
exception), cite a rule, fall back on the step's generic rule only for an answer of a kind the
decision does not take at all, and "nothing to decide" must say who is awaited. Then one test
per refusal site where a card's or a title's own condition used to hide behind the step's rule.
"""
import random
import re
from collections import defaultdict
from functools import partial

import pytest

from engine.actions import Action
from engine.errors import EngineError, IllegalAction, MalformedAction, NotYourDecision
from engine.fief.game import Game
from engine.fief.match import Step
from engine.fief.options import GameOptions
from tests.playing import DAVID, GRADY, KIRSTEN, do
from tests.politics import game as politics_game
from tests.random_play import options

# A section of the rulebook (4.1, 6.2.2, Setup 10) or a ruling (RULINGS 27, A36).
RULE = re.compile(r"^(Setup \d+|\d+(\.\d+)*|A\d+|RULINGS \d+)$")
GENERIC = "is not one of the choices now"
SEEDS = (3, 4, 5, 6)


def mutations(game: Game, seat: int, legal: list[Action], seen: dict[str, list[Action]],
              chooser: random.Random) -> list[tuple[int, Action]]:
    """A few likely-illegal submissions at this moment."""
    tries = []
    for _ in range(3):
        base = chooser.choice(legal)
        roll = chooser.random()
        if roll < 0.45 and base.params:
            key = chooser.choice([k for k, _ in base.params])
            donors = [v for a in seen.get(base.kind, ()) for k, v in a.params if k == key]
            params = dict(base.params)
            params[key] = chooser.choice(donors + [0, 7, "BLAYE", "THIERRY", "nobody"])
            tries.append((seat, Action.make(base.kind, **params)))
        elif roll < 0.85:
            kind = chooser.choice(sorted(seen))
            tries.append((seat, chooser.choice(seen[kind])))
        else:
            tries.append((chooser.randrange(game.state.n), base))
    tries.append((seat, free_action(game, chooser)))
    return tries


def free_action(game: Game, chooser: random.Random) -> Action:
    """A free action (allowed whatever is pending) with parameters picked anyhow."""
    seats = list(range(-1, game.state.n + 1)) + ["red", "nobody"]
    lords = sorted(game.state.lords)[:6] + ["NOBODY", 3]
    village = chooser.choice(["BLAYE", "SIGY", "PARIS", 5])
    kind = chooser.choice(["give_money", "cede_village", "hand_captive", "release_captive",
                           "take_relic", "give_relic", "offer_cards", "open_talk"])
    params = {"give_money": {"to": chooser.choice(seats), "amount": chooser.choice([-1, 0, 2, 99])},
              "cede_village": {"village": village, "to": chooser.choice(seats)},
              "hand_captive": {"lord": chooser.choice(lords), "to": chooser.choice(seats)},
              "release_captive": {"lord": chooser.choice(lords)},
              "take_relic": {"lord": chooser.choice(lords), "relic": chooser.choice(["grail", 1])},
              "give_relic": {"lord": chooser.choice(lords), "to_lord": chooser.choice(lords)},
              "offer_cards": {"to": chooser.choice(seats), "give": chooser.choice(["tax", 4])},
              "open_talk": {"with": chooser.choice(seats)}}[kind]
    return Action.make(kind, **params)


def judge(game: Game, seat: int, action: Action) -> None:
    """The refusal ``game.check`` gives (if any) is one a player can learn from."""
    asked = [d for d in game.pending() if d.player == seat]
    refusal = game.check(seat, action)           # raises only if something else went wrong
    if refusal is None:
        return
    assert isinstance(refusal, EngineError)
    if isinstance(refusal, NotYourDecision):
        assert "waiting for" in str(refusal) or "over" in str(refusal), str(refusal)
        return
    if isinstance(refusal, MalformedAction):
        assert action.kind in str(refusal) or " are " in str(refusal), str(refusal)
        return
    assert isinstance(refusal, IllegalAction) and RULE.match(refusal.rule), str(refusal)
    if GENERIC in refusal.message:
        offered = {c.kind for d in asked for c in d.choices or ()}
        assert action.kind not in offered, \
            f"{action.text()}: the step's generic rule where the answer's own applies: {refusal}"


def check_agrees_with_apply(game: Game, seat: int, action: Action) -> None:
    """What ``check`` says of an action (a free one: checked by its own rule, without a copy
    of the game) is what ``apply`` does with it, on a copy."""
    said = game.check(seat, action)
    twin = game.clone()
    try:
        twin.apply(seat, action)
    except EngineError as refusal:
        assert said is not None and str(said) == str(refusal), (action.text(), said, refusal)
        return
    assert said is None, (action.text(), said)


# Steps whose own check mirrors their apply answer by answer (the elections' and the
# marriages' checks refuse more than their apply does on its own: apply only ever meets the
# answers their decisions list).
MIRRORED = {"battles", "window", "cards_draw", "play_cards"}


def own_check_agrees_with_a_copy(game: Game, seat: int, action: Action) -> bool:
    """A step that checks answers itself (``Step.check`` overridden: no copy of the game)
    refuses exactly what applying the answer to a copy refuses (the default check), with the
    same text. False when the step is not one of them."""
    frame = game.state.top()
    step = game.step(frame.kind)
    if frame.kind not in MIRRORED:
        return False

    def outcome(check) -> str | None:
        try:
            check(game, frame, seat, action)
        except EngineError as refusal:
            return str(refusal)
        except Exception as error:      # noqa: BLE001 - a malformed answer: the same either way
            return type(error).__name__
        return None
    assert outcome(step.check) == outcome(partial(Step.check, step)), (frame.kind, action.text())
    return True


@pytest.mark.parametrize("seed", SEEDS)
def test_every_refusal_of_a_soak_cites_its_rule(seed):
    base = options(seed, 3 + seed % 4)
    optional = frozenset({"holy_relics"}) if seed % 2 else frozenset()
    game = Game.new(GameOptions(players=base.players, seed=seed, optional=optional),
                    remember=True)           # played through apply alone (Game.decided)
    chooser = random.Random(seed)
    seen: dict[str, list[Action]] = defaultdict(list)
    tried = compared = mirrored = 0
    while not game.state.finished and game.state.round <= 8:
        seat = chooser.choice(sorted({d.player for d in game.pending()}))
        legal = game.legal(seat)
        for action in legal[:20]:
            if len(seen[action.kind]) < 40:
                seen[action.kind].append(action)
        tries = mutations(game, seat, legal, seen, chooser)
        for who, action in tries:
            judge(game, who, action)
            tried += 1
        if tried % 40 < 5:              # now and then: the free action tried, applied on a copy
            check_agrees_with_apply(game, *tries[-1])
            asked = {d.player for d in game.pending()}
            for who, action in tries[:-1]:
                if who in asked:
                    mirrored += own_check_agrees_with_a_copy(game, who, action)
            compared += 1
        game.apply(seat, chooser.choice(legal))
    assert tried > 500 and compared > 10 and mirrored > 10, (tried, compared, mirrored)


# --- the refusal sites a card's or a title's condition used to hide -------------------------

def test_1_1_a_proposal_to_a_captive_names_a5_not_the_list_of_choices():
    g = politics_game("marriage", lords={"ARTHUR": {"owner": "blue", "village": "BLAYE"},
                                         "MIREILLE": {"owner": "red", "village": "SIGY"},
                                         "BLANCHE": {"owner": "red", "village": "SIGY",
                                                     "captor": "green"}})
    with pytest.raises(IllegalAction, match="^1.1: BLANCHE is a captive and cannot marry"):
        do(g, GRADY, "propose_marriage lord=ARTHUR lady=BLANCHE")


def test_9_2_a_cardinal_card_on_a_lord_who_is_no_bishop_says_what_is_possible():
    g = politics_game("play_cards", hands={GRADY: ["cardinal"]}, turn="GRADY",
                      lords={"ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["bishop 1"]},
                             "THIERRY": {"owner": "red", "village": "SIGY"}})
    with pytest.raises(IllegalAction) as info:
        do(g, GRADY, "play_card card=cardinal lord=THIERRY")
    assert info.value.rule == "9.2"
    assert "possible: play_card card=cardinal lord=ARTHUR" in info.value.message


def test_nothing_to_decide_says_who_is_awaited_for_what_under_which_rule():
    g = politics_game("purchase", turn="GRADY",
                      lords={"ARTHUR": {"owner": "blue", "village": "BLAYE"}})
    with pytest.raises(NotYourDecision) as info:
        do(g, KIRSTEN, "end_purchase")
    assert str(info.value) == "KIRSTEN has nothing to decide now: waiting for GRADY (purchase) under 4.0"


def test_a_mistyped_lord_list_is_malformed_not_a_traceback():
    g = politics_game("movement", turn="GRADY",
                      villages={"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}}})
    with pytest.raises(MalformedAction, match="move: lords is a name, or a list of names"):
        g.apply(GRADY, Action.make("move", lords=7, to="SIGY"))
    assert DAVID != GRADY                        # seats as the politics helpers name them


def test_a_candidacy_refusal_names_the_condition_eligible_checks():
    """electorate.ineligibility says why exactly when electorate.eligible says no, for every
    lord and election of random positions."""
    from engine.fief.electorate import eligible, ineligibility, items
    game = Game.new(options(11, 5))
    chooser = random.Random(11)
    while not game.state.finished and game.state.round <= 12:
        for item in items(game):
            for lord in game.state.lords.values():
                if lord.owner is not None:
                    assert (ineligibility(game, item, lord) is None) == \
                        eligible(game, item, lord), (item, lord.name)
        seat = chooser.choice(sorted({d.player for d in game.pending()}))
        game.apply(seat, chooser.choice(game.legal(seat)))


def test_1_4_a_married_lord_cannot_stand_for_bishop_and_the_refusal_says_so():
    g = politics_game("elections",
                      lords={"ARTHUR": {"owner": "blue", "village": "BLAYE", "spouse": "BLANCHE"},
                             "BLANCHE": {"owner": "red", "village": "SIGY"},
                             "THIERRY": {"owner": "blue", "village": "BLAYE"}},
                      villages={v: {"units": {"blue": {"men": 1}}}
                                for v in ("BLAYE", "PAUILLAC", "CHAROLLES", "ST MÉDARD", "LORMONT")})
    pending = [d for d in g.pending() if d.kind == "candidate"]
    assert pending and pending[0].player == GRADY
    with pytest.raises(IllegalAction, match="^1.4: ARTHUR is married and cannot become Bishop"):
        do(g, GRADY, "declare_candidate lord=ARTHUR")
