"""Issue 18's new words in French: the host's (kept in the catalogue, filled with the values
that travel beside them), the saving dialog's and notices', and the refusal of a full table
of spectators, which used to be said as "the table does not take spectators"."""
import pytest

from game import i18n
from game.scenes.join import refusal_text
from game.ui.saving_banner import SavingState
from net import protocol as p
from net.client import Refused


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("words,said", [
    (p.Words("the game cannot be saved: {reason}", reason="No space left on device"),
     "la partie ne peut pas être enregistrée : No space left on device"),
    (p.Words("the host is busy: {count} connections are still saying hello", count=64),
     "l'hôte est occupé : 64 connexions en sont encore aux salutations"),
    (p.Words("this table has {count} spectators already, its limit", count=16),
     "cette table a déjà 16 spectateurs, sa limite"),
    ("the host is busy: too much data is waiting",
     "l'hôte est occupé : trop de données sont en attente"),
])
def test_the_host_s_words_are_said_in_french(french, words, said):
    assert i18n.say(words) == said


def test_a_full_table_of_spectators_says_its_limit(french):
    words = p.Words("this table has {count} spectators already, its limit", count=16)
    refused = Refused("spectators", str(words), words.template, words.values)
    assert refusal_text(refused) == "cette table a déjà 16 spectateurs, sa limite"
    assert refusal_text(Refused("spectators", "this table does not allow spectators")) == \
        i18n._("the table does not take spectators")


def test_the_saving_words_are_french(french):
    state = SavingState.of({"saving": {"paused": False, "unsaved": True, "reason": "Disque plein",
                                       "folder": "/x"}, "problems": []}, autosave="Disque plein (/y)")
    assert state.cannot_save() == "La partie ne peut pas être enregistrée : Disque plein"
    assert state.folder_line() == "Dossier d'enregistrement : /x"
    assert [n.split(" ")[0] for n in state.notices()] == ["Cette", "La"]
