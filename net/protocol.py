"""The wire format of a LAN game: length-prefixed JSON frames over TCP.

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON holding one
object with a string ``"type"``. Length prefixes make message boundaries explicit (TCP is a byte
stream), and the size cap bounds what one client can make the host buffer. JSON keeps every
message plain data (DESIGN principle 2): no pickle, nothing a hostile peer could execute.

The first frame of a connection is the client's ``hello`` naming ``PROTOCOL`` and ``VERSION``; a
host that speaks another version refuses it with a message a player understands.
"""
from __future__ import annotations

import json
import math
import socket
import struct
from typing import Any

PROTOCOL = "fief-lan"         # the collection's LAN protocol (its name since its first game)
VERSION = 2                   # 2: an update carries the seat's standing, an announcement its game
MAX_FRAME = 1 << 20          # 1 MiB: a full view is ~10 KiB, so this is generous but bounded
MAX_DIGITS = 64              # of a JSON integer (seats, moves, amounts, ids are far shorter)
MAX_NESTING = 64             # levels of a JSON value (a view has about 6)
HEADER = struct.Struct(">I")
# A run of digits longer than an integer may be: without one anywhere in a message (strings
# included), no integer of it is too long, and its integers are read without a call each.
# Found with two passes in C: every ASCII digit made "0" and every other byte a space, then
# the run looked for (a regular expression took 0.2 ms on a view of 9 KiB, this 0.01 ms).
DIGITS_AS_ZEROS = bytes(0x30 if 0x30 <= byte <= 0x39 else 0x20 for byte in range(256))
TOO_MANY_DIGITS = b"0" * (MAX_DIGITS + 1)

# Error codes sent back to the sender (docs/lan.md lists them with their meaning).
FORBIDDEN = "forbidden"            # wrong or missing seat token
NOT_YOUR_DECISION = "not_your_decision"
ILLEGAL = "illegal"
STALE = "stale"
MALFORMED = "malformed"            # not a well-formed message or action
NOT_STARTED = "not_started"
INTERNAL = "internal"              # the engine failed; the host rebuilt its state and goes on
UNSAVED = "unsaved"                # the game cannot be saved: nothing was applied, it waits
DISCONNECTED = "disconnected"      # client side only: no answer because the link is down
# Why a ``bye`` ends a connection (its ``code``; its ``reason`` says it in words).
FINISHED = "finished"              # the game is over and the host closes the table
STOPPED = "stopped"                # the host stopped the game
FAILED = "error"                   # the host met an error
REPLACED = "replaced"              # the seat was taken up by a new connection


class Words(str):
    """Words for a player with values in them ("Zoé is already seated at this table"): the
    English text, which logs and older clients read, carrying its template and values, which
    travel beside it (``wording``) so that a client says them in its own language
    (``game.shell.i18n.say``) instead of showing the host's English. Words with a count
    (``counted``) carry both forms of their template, and the client's catalogue picks the
    one its language gives that count (``ngettext``)."""

    template: str | tuple[str, str]
    values: dict[str, str]

    def __new__(cls, template: str, **values: Any) -> Words:
        text = super().__new__(cls, template.format(**values))
        text.template = template
        text.values = {name: str(value) for name, value in values.items()}
        return text

    @classmethod
    def counted(cls, singular: str, plural: str, count: int, **values: Any) -> Words:
        """"{count} spectator" / "{count} spectators": the English form for ``count``, with
        both forms as the template."""
        text = cls(singular if count == 1 else plural, count=count, **values)
        text.template = (singular, plural)
        return text


def wording(message: object) -> dict[str, Any]:
    """The fields a frame adds for a message made of ``Words``: its template (a list of the
    two forms for words with a count) and values."""
    if isinstance(message, Words):
        template = message.template if isinstance(message.template, str) else list(message.template)
        return {"template": template, "values": dict(message.values)}
    return {}


class ProtocolError(ValueError):
    """A frame or message that breaks the protocol; ``fatal`` when the stream cannot go on."""

    def __init__(self, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.fatal = fatal


def encode(message: dict[str, Any]) -> bytes:
    """One frame: header plus compact UTF-8 JSON (names like ST MÉDARD stay readable)."""
    return frame(json.dumps(message, ensure_ascii=False, separators=(",", ":")))


def events_frame(seat: int | None, events: list[str]) -> bytes:
    """An ``events`` message (a slice of a seat's history) from its events' JSON texts."""
    return frame(f'{{"type":"events","seat":{json.dumps(seat)},"events":[{",".join(events)}]}}')


def frame(text: str) -> bytes:
    """One frame of a message already written as JSON text (parts of it encoded once and
    sent many times: ``net.eventlog``)."""
    body = text.encode("utf-8")
    if len(body) > MAX_FRAME:
        raise ProtocolError(f"message of {len(body)} bytes exceeds the {MAX_FRAME} byte limit")
    return HEADER.pack(len(body)) + body


def parse_int(text: str) -> int:
    """JSON integers of at most ``MAX_DIGITS`` digits (Python refuses more than 4,300 with a
    ValueError of its own; no message of the protocol needs a tenth of that)."""
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ProtocolError(f"a number of more than {MAX_DIGITS} digits")
    return int(text)


def parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ProtocolError("a number too large to be finite")
    return value


def parse_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not a JSON number")


def decode_body(body: bytes, max_nesting: int | None = MAX_NESTING) -> dict[str, Any]:
    """Parse one frame body; a bad body is not fatal because the framing is still intact.

    Every failure of the decoder becomes a ``ProtocolError`` for this connection alone:
    invalid UTF-8, invalid JSON, nesting deeper than the interpreter's stack, huge integers,
    NaN and Infinity, anything but an object with a string ``type``. The host bounds the
    nesting (``max_nesting``) so that no later step recurses deeply either; a client reading
    its host's views does not pay for the scan. Each integer's length is checked only when
    the body holds a run of more than ``MAX_DIGITS`` digits somewhere (``TOO_MANY_DIGITS``,
    found in C): a view holds hundreds of integers, and a call of ``parse_int`` for each took
    more than a third of the time a client read one in (issue 38: 0.45 -> 0.17 ms a view of
    9 KiB, json.loads alone 0.15 ms)."""
    try:
        text = body.decode("utf-8")
        if max_nesting is not None and too_deep(text, max_nesting):
            raise ProtocolError(f"a message nested more than {max_nesting} levels deep")
        if TOO_MANY_DIGITS not in body.translate(DIGITS_AS_ZEROS):   # the usual message
            message = json.loads(text, parse_float=parse_float, parse_constant=parse_constant)
        else:
            message = json.loads(text, parse_int=parse_int, parse_float=parse_float,
                                 parse_constant=parse_constant)
    except ProtocolError:
        raise
    except (ValueError, RecursionError, MemoryError) as exc:  # UnicodeDecodeError, JSONDecodeError
        raise ProtocolError(f"frame is not UTF-8 JSON ({type(exc).__name__})") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("a message is a JSON object with a string 'type'")
    return message


def too_deep(text: str, limit: int) -> bool:
    """Whether JSON text may nest deeper than ``limit`` (brackets inside strings count too,
    which only errs on the safe side); found without recursion, and at once for the usual
    message with few brackets."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    for char in text:
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


class FrameReader:
    """Splits a byte stream into frames; one per connection so clients never share buffers."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self.buffer = bytearray()
        self.max_frame = max_frame

    def feed(self, data: bytes | memoryview) -> list[bytes]:
        """Add received bytes and return the complete frame bodies (not yet parsed).

        An announced length above the cap is fatal: skipping it would mean buffering or
        discarding up to 4 GiB for a peer that is already misbehaving.
        """
        buffer = self.buffer
        buffer += data
        bodies: list[bytes] = []
        start = 0                        # the frames read are cut off once, at the end
        while len(buffer) - start >= HEADER.size:
            (length,) = HEADER.unpack_from(buffer, start)
            if length > self.max_frame:
                del buffer[:start]
                raise ProtocolError(f"frame of {length} bytes exceeds the {self.max_frame} "
                                    "byte limit", fatal=True)
            end = start + HEADER.size + length
            if len(buffer) < end:
                break
            bodies.append(bytes(buffer[start + HEADER.size:end]))
            start = end
        del buffer[:start]
        return bodies

    @property
    def partial(self) -> bool:
        """True while a frame has started but not finished (slow-sender timeouts use this)."""
        return bool(self.buffer)


def recv_exact(sock: socket.socket, count: int) -> bytes:
    """Blocking read of exactly ``count`` bytes; ConnectionError when the peer closes."""
    chunks = bytearray()
    while len(chunks) < count:
        chunk = sock.recv(count - len(chunks))
        if not chunk:
            raise ConnectionError("the connection was closed")
        chunks += chunk
    return bytes(chunks)


def recv_message(sock: socket.socket, max_frame: int = MAX_FRAME) -> dict[str, Any]:
    """Blocking read of one message (the client side, which has a thread per connection)."""
    (length,) = HEADER.unpack(recv_exact(sock, HEADER.size))
    if length > max_frame:
        raise ProtocolError(f"frame of {length} bytes exceeds the limit", fatal=True)
    return decode_body(recv_exact(sock, length), max_nesting=None)


def send_message(sock: socket.socket, message: dict[str, Any]) -> None:
    sock.sendall(encode(message))


def hello(**fields: Any) -> dict[str, Any]:
    """The first message of a client, with the protocol name and version filled in."""
    return {"type": "hello", "protocol": PROTOCOL, "version": VERSION, **fields}


def version_problem(message: dict[str, Any]) -> str | None:
    """Why a hello cannot be accepted on protocol grounds, in words a player understands."""
    if message.get("protocol") != PROTOCOL:
        return f"this is not a game host of this collection (expected protocol {PROTOCOL!r})"
    version = message.get("version")
    if version != VERSION:
        newer = isinstance(version, int) and version > VERSION
        return (f"the host speaks {PROTOCOL} version {VERSION} and you speak version {version!r}: "
                + ("the host's game is older, it needs updating" if newer
                   else "please update your game"))
    return None


def error(code: str, message: str, request: Any = None, rule: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {"type": "error", "code": code, "message": message, **wording(message)}
    if request is not None:
        data["id"] = request
    if rule is not None:
        data["rule"] = rule
    return data
