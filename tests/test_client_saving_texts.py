"""Issue 18's new words in French: the host's (kept in the catalogue, filled with the values
that travel beside them), the saving dialog's and notices', and the refusal of a full table
of spectators, which used to be said as "the table does not take spectators"."""
from types import SimpleNamespace

import pytest

from game.fief.controller import Controller
from game.fief.scenes.play_lan import LanSide
from game.shell import i18n
from game.shell.join import refusal_text
from game.shell.saving_banner import SavingState
from net import protocol as p
from net.client import Refused
from net.lobby import MAX_CHAT, LobbyError, clean_text
from net.session import Result


@pytest.mark.parametrize("words,said", [
    (p.Words("the game cannot be saved: {reason}", reason="No space left on device"),
     "la partie ne peut pas être enregistrée : No space left on device"),
    (p.Words.counted("the host is busy: {count} connection is still saying hello",
                     "the host is busy: {count} connections are still saying hello", 64),
     "l'hôte est occupé : 64 connexions en sont encore aux salutations"),
    (p.Words.counted("this table has {count} spectator already, its limit",
                     "this table has {count} spectators already, its limit", 16),
     "cette table a déjà 16 spectateurs, sa limite"),
    ("the host is busy: too much data is waiting",
     "l'hôte est occupé : trop de données sont en attente"),
])
def test_the_host_s_words_are_said_in_french(french, words, said):
    assert i18n.say(words) == said


def test_a_full_table_of_spectators_says_its_limit(french):
    words = p.Words.counted("this table has {count} spectator already, its limit",
                            "this table has {count} spectators already, its limit", 16)
    refused = Refused("spectators", str(words), p.wording(words)["template"], words.values)
    assert refusal_text(refused) == "cette table a déjà 16 spectateurs, sa limite"
    assert refusal_text(Refused("spectators", "this table does not allow spectators")) == \
        i18n._("the table does not take spectators")


def test_the_saving_words_are_french(french):
    state = SavingState.of({"saving": {"paused": False, "unsaved": True, "reason": "Disque plein",
                                       "folder": "/x"}, "problems": []}, autosave="Disque plein (/y)")
    assert state.cannot_save() == "La partie ne peut pas être enregistrée : Disque plein"
    assert state.folder_line() == "Dossier d'enregistrement : /x"
    assert [n.split(" ")[0] for n in state.notices()] == ["Cette", "La"]


@pytest.mark.parametrize("count, english, said", [
    (1, "this table has 1 spectator already, its limit",
     "cette table a déjà 1 spectateur, sa limite"),
    (0, "this table has 0 spectators already, its limit",
     "cette table a déjà 0 spectateur, sa limite"),
    (2, "this table has 2 spectators already, its limit",
     "cette table a déjà 2 spectateurs, sa limite"),
])
def test_counted_host_words_take_the_language_s_plural_form(french, count, english, said):
    """Before: the counts had one form ("16 spectators"); 1 read "1 spectators", and French
    takes the singular for 0 and 1."""
    words = p.Words.counted("this table has {count} spectator already, its limit",
                            "this table has {count} spectators already, its limit", count)
    assert str(words) == english
    assert i18n.say(words) == said
    frame = p.decode_body(p.encode({"type": "refused", "reason": str(words), **p.wording(words)})[4:])
    assert refusal_text(Refused("spectators", frame["reason"], frame["template"],
                                frame["values"])) == said


def test_counted_words_are_said_by_an_english_client_in_their_form() -> None:
    i18n.set_language("en")
    busy = p.Words.counted("the host is busy: {count} connection is still saying hello",
                           "the host is busy: {count} connections are still saying hello", 1)
    assert i18n.say(busy) == "the host is busy: 1 connection is still saying hello"
    assert i18n.say("plain words", ["one {count}", "two"], {"count": "x"}) == "plain words"


def test_a_refused_chat_line_at_a_fief_table_is_said_from_its_template(french):
    """The host's refusal of a chat line comes worded (net.lobby: a plural template and its
    count); the table's chat says it in French from them, as the lobby's does."""
    with pytest.raises(LobbyError) as refused:
        clean_text("x" * (MAX_CHAT + 1))
    frame = p.error(p.MALFORMED, refused.value.words)
    controller = Controller.__new__(Controller)          # only its chat is used here
    controller.table = SimpleNamespace(session=SimpleNamespace(chat=lambda *a: Result.of(frame)))
    controller.lan, controller.revealed = True, 0
    said = LanSide(controller, lambda text: None).send_chat("x", None)
    assert said == f"un message compte au plus {MAX_CHAT} caractères"
