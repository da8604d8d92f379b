"""net/viewtext.py: an update's frame made from the parts of views kept at the same move (and
from the events' texts made once, as the host frames it) is the frame ``protocol.encode``
makes, byte for byte, for every seat and the spectators, move after move, whatever the game and
its hidden information (Fog of War, hidden money: each seat its own villages and purses,
11.2)."""
from __future__ import annotations

import json

import pytest

from net import protocol as p
from net.authority import Authority
from net.bots import RandomBot
from net.eventlog import EventTexts
from net.lobby import Settings
from net.seats import SeatTable
from net.viewtext import UpdateText, json_writer

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green"), ("Dan", "yellow")]


@pytest.mark.parametrize("settings", [
    Settings(seed=5),
    Settings(optional=frozenset({"fog_of_war", "hidden_money"}), seed=6),
    Settings(game="middle-ages", seed=7),
], ids=["fief", "fief-fog-hidden-money", "middle-ages"])
def test_every_update_is_the_frame_protocol_encode_makes(settings: Settings) -> None:
    auth = Authority(SeatTable.build(PLAYERS[:3], ["remote"] * 3), settings)
    auth.start(force=True)
    bot, texts = RandomBot(1, legal=auth.legal_for), UpdateText()
    readers: list[int | None] = [None, 0, 1, 2]
    since = {reader: 0 for reader in readers}
    moves = set()
    for _ in range(40):
        game = auth.record.game
        if game.finished:
            break
        for reader in [*readers, *readers]:          # each twice: the texts kept are reused
            update = auth.update_for(reader, since[reader])
            assert texts.frame(update) == p.encode(update), (reader, game.move)
            written = auth.update_for(reader, since[reader], texts=True)   # as Host frames it
            assert isinstance(written["events"], EventTexts)
            assert texts.frame(written) == p.encode(update), (reader, game.move)
        since = {reader: auth.seq_count(reader) for reader in readers}
        moves.add(game.move)
        decision = game.pending()[0]
        action = bot(auth.view(decision.player), dict(decision.to_dict()))
        assert auth.submit(decision.player, auth.seats[decision.player].token, action,
                           game.move)["ok"]
    assert len(moves) > 20


def test_a_part_equal_at_the_same_move_is_not_written_again() -> None:
    auth = Authority(SeatTable.build(PLAYERS, ["remote"] * 4), Settings(seed=2))
    auth.start(force=True)
    texts = UpdateText()
    one, two = auth.update_for(0), auth.update_for(1)
    texts.frame(one)
    texts.frame(two)
    assert texts.parts["villages"][0] is one["view"]["villages"]        # kept, not rewritten
    assert texts.parts["players"][0] is two["view"]["players"]          # each seat's own


def test_a_part_that_differs_from_the_kept_one_is_written_anew() -> None:
    texts = UpdateText()
    first = {"type": "update", "view": {"villages": {"A": [1]}, "n": 1}, "standing": {"move": 3}}
    second = {"type": "update", "view": {"villages": {"A": [2]}, "n": 1}, "standing": {"move": 3}}
    assert json.loads(texts.frame(first)[4:])["view"]["villages"] == {"A": [1]}
    assert json.loads(texts.frame(second)[4:])["view"]["villages"] == {"A": [2]}
    assert texts.frame(first) == p.encode(first)


def test_a_message_too_long_is_refused_as_protocol_encode_refuses_it() -> None:
    update = {"type": "update", "view": {"text": "x" * p.MAX_FRAME}, "standing": {"move": 0}}
    with pytest.raises(p.ProtocolError):
        UpdateText().frame(update)


def test_a_list_of_parts_is_kept_element_by_element() -> None:
    """Issue 38: each seat's ``players`` differs from another seat's in two entries (each its
    own purse and hand); the other entries' texts are the kept ones, and the frame is still
    protocol.encode's."""
    auth = Authority(SeatTable.build(PLAYERS, ["remote"] * 4), Settings(seed=2))
    auth.start(force=True)
    texts = UpdateText()
    one, two = auth.update_for(0), auth.update_for(1)
    texts.frame(one)
    first = texts.parts["players"][2]
    assert texts.frame(two) == p.encode(two)
    second = texts.parts["players"][2]
    assert first is not None and second is not None and len(second) == 4
    assert [a is b for a, b in zip(first, second)] == [False, False, True, True]


def test_an_element_that_differs_is_written_anew() -> None:
    texts = UpdateText()
    first = {"type": "update", "view": {"players": [{"n": 1}, {"n": 2}]}, "standing": {"move": 3}}
    second = {"type": "update", "view": {"players": [{"n": 1}, {"n": 5}, {"n": 6}]},
              "standing": {"move": 3}}
    third = {"type": "update", "view": {"players": [{"n": 7}]}, "standing": {"move": 3}}
    for update in (first, second, third, first):
        assert texts.frame(update) == p.encode(update)


@pytest.mark.parametrize("value", [
    None, True, 0, -12, 3.5, 1e300, "", "é \"quoted\" \\ \n\t\u2028 ☃", [], {}, [1, [2, [3]]],
    {"a": {"b": [None, False, "x"]}, "ç": 1.25}])
@pytest.mark.parametrize("c_encoder", [True, False], ids=["c-encoder", "public-encode"])
def test_the_writer_writes_what_json_dumps_writes(value: object, c_encoder: bool,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """With CPython's private C encoder, and without it (another interpreter): the same."""
    if not c_encoder:
        monkeypatch.setattr(json.encoder, "c_make_encoder", None)
    assert json_writer()(value) == json.dumps(value, ensure_ascii=False, separators=(",", ":"))
