"""The wire format and the small pieces under the host: frames, handshake words, seats, chat."""
from __future__ import annotations

import json
import struct

import pytest

from net import protocol as p
from net.lobby import ChatLog, LobbyError, Settings, clean_text
from net.seats import Seat, SeatTable

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


def test_frames_round_trip_through_any_chunking() -> None:
    messages = [{"type": "chat", "text": "ST MÉDARD ✓"}, {"type": "ping", "id": 3}, {"type": "x"}]
    stream = b"".join(p.encode(m) for m in messages)
    for size in (1, 2, 5, 7, len(stream)):
        reader = p.FrameReader()
        bodies = []
        for i in range(0, len(stream), size):
            bodies += reader.feed(stream[i:i + size])
        assert [p.decode_body(b) for b in bodies] == messages
        assert not reader.partial


def test_header_is_four_byte_big_endian_length() -> None:
    frame = p.encode({"type": "ping"})
    (length,) = struct.unpack(">I", frame[:4])
    assert length == len(frame) - 4
    assert json.loads(frame[4:]) == {"type": "ping"}


def test_oversized_frames_are_fatal_and_never_buffered() -> None:
    reader = p.FrameReader(max_frame=1000)
    with pytest.raises(p.ProtocolError) as info:
        reader.feed(struct.pack(">I", 1001))
    assert info.value.fatal
    with pytest.raises(p.ProtocolError):
        p.encode({"type": "chat", "text": "x" * (p.MAX_FRAME + 1)})


@pytest.mark.parametrize("body", [b"\xff\xfe", b"not json", b"[1, 2]", b'{"kind": "x"}',
                                  b'{"type": 5}', b"[" * 100_000])
def test_bad_bodies_are_refused_without_breaking_the_stream(body: bytes) -> None:
    with pytest.raises(p.ProtocolError) as info:
        p.decode_body(body)
    assert not info.value.fatal


def test_version_mismatch_is_explained() -> None:
    assert p.version_problem(p.hello()) is None
    older = p.version_problem({**p.hello(), "version": p.VERSION - 1})
    newer = p.version_problem({**p.hello(), "version": p.VERSION + 1})
    assert "please update your game" in older
    assert "needs updating" in newer
    assert "not a game host of this collection" in p.version_problem({"type": "hello",
                                                                       "protocol": "http"})


def test_tokens_are_unique_and_checked_per_seat() -> None:
    seats = SeatTable.build(PLAYERS, ["human", "remote", "computer"])
    tokens = {s.token for s in seats.seats}
    assert len(tokens) == 3 and all(len(t) >= 32 for t in tokens)
    assert seats.check(0, seats[0].token) is seats[0]
    assert seats.check(1, seats[0].token) is None          # another seat's token
    assert seats.check(0, "forged") is None
    assert seats.check(0, None) is None and seats.check(7, seats[0].token) is None
    assert seats.check(True, seats[1].token) is None       # bool is not a seat number
    assert seats.find(seats[2].token) is seats[2] and seats.find("x") is None


def test_only_unclaimed_remote_seats_can_be_claimed() -> None:
    seats = SeatTable.build(PLAYERS, ["human", "remote", "remote"])
    assert seats.open_seat(0) is None                      # a human seat of the host
    assert seats.open_seat(None) is seats[1]
    seats[1].claimed = True
    assert seats.open_seat(1) is None and seats.open_seat(None) is seats[2]
    assert seats.open_count() == 1


def test_lobby_names_and_colours_stay_distinct() -> None:
    seats = SeatTable.build(PLAYERS, ["remote"] * 3, colours=("blue", "red", "green", "white"))
    assert seats.rename(seats[0], name="Bob") == "Bob is already seated at this table"
    assert seats.rename(seats[0], colour="red") == "red is already taken"
    assert seats.rename(seats[0], colour="pink")
    assert seats.rename(seats[0], name="  ")
    assert seats.rename(seats[0], name="Anne", colour="white") is None
    assert (seats[0].name, seats[0].colour) == ("Anne", "white")


def test_seats_file_round_trip_keeps_tokens() -> None:
    seats = SeatTable.build(PLAYERS, ["human", "remote", "computer"])
    again, game_id, name = SeatTable.from_json(seats.to_json("g1", "Table"))
    assert (game_id, name) == ("g1", "Table")
    assert [s.token for s in again.seats] == [s.token for s in seats.seats]
    assert [s.kind for s in again.seats] == ["human", "remote", "computer"]
    with pytest.raises(ValueError):
        SeatTable.from_json('{"format": "something else"}')


def test_public_seat_data_never_holds_the_token() -> None:
    seat = Seat(0, "Ann", "blue", "remote")
    assert seat.token not in json.dumps(seat.public())


def test_private_chat_is_read_by_its_two_seats_only() -> None:
    chat = ChatLog()
    chat.add(0, "Ann", "hello", None)
    chat.add(0, "Ann", "my offer", 2)
    assert [line["text"] for line in chat.history(1)] == ["hello"]
    assert [line["text"] for line in chat.history(2)] == ["hello", "my offer"]
    assert [line["text"] for line in chat.history(0)] == ["hello", "my offer"]
    assert [line["text"] for line in chat.history(None)] == ["hello"]


def test_chat_text_is_cleaned_and_bounded() -> None:
    assert clean_text(" hi\x1b[2J\nthere ") == "hi[2Jthere"
    with pytest.raises(LobbyError):
        clean_text("\x00\x01")
    with pytest.raises(LobbyError):
        clean_text("x" * 501)
    with pytest.raises(LobbyError):
        clean_text(42)


def test_settings_hide_the_seed() -> None:
    settings = Settings(seed=1234)
    assert "seed" not in settings.public()
    with pytest.raises(LobbyError):
        Settings(optional=frozenset({"dragons"}))
