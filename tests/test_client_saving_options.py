"""Issue 18, fault 8, the client's part: every option of ``main.py`` is checked before anything
starts, and a bad one stops it with one line naming the option and the accepted values (as
``python -m net`` does for the host), never a traceback or a window."""
import pytest

from game.clients import COLLECTION
from game.shell.startup import parse_args
from program import run_main_py

BAD = [
    (["--lang", "xx"], "--lang: invalid choice: 'xx' (choose from 'en', 'fr')"),
    (["--size", "big"], "--size: 'big': expected WIDTHxHEIGHT, e.g. 1600x900"),
    (["--size", "10x10"], "--size: '10x10': from 320x240 to 16384x16384"),
    (["--frames", "-3"], "--frames: -3 frames: at least 1"),
    (["--smoke", "many"], "--smoke: 'many' is not a whole number"),
    (["--map", "/no/such/board.tmx"], "--map: no such file: /no/such/board.tmx"),
    (["--scene", "nowhere"], "--scene: invalid choice: 'nowhere'"),
]


@pytest.mark.parametrize("argv,said", BAD, ids=[a[0] for a, _ in BAD])
def test_a_bad_option_is_one_line_naming_it(argv, said, capsys):
    with pytest.raises(SystemExit) as stopped:
        parse_args(argv, COLLECTION.served())
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"fief: {said}") and err.count("\n") == 1 and "usage" not in err


def test_good_options_pass():
    args = parse_args(["--lang", "fr", "--size", "1600x900", "--frames", "3"])
    assert (args.lang, args.size, args.frames) == ("fr", "1600x900", 3)


def test_main_py_stops_on_a_bad_language_before_opening_anything(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    ran = run_main_py(monkeypatch, capsys, "--lang", "xx")
    assert ran.code == 2
    assert ran.err == "fief: --lang: invalid choice: 'xx' (choose from 'en', 'fr')\n"
    assert not (tmp_path / "data").exists()            # nothing started, nothing written


def test_main_py_checks_the_screen_against_the_games_before_opening_anything(tmp_path, monkeypatch,
                                                                            capsys):
    """--scene is checked once the games are loaded (their clients serve the screens): still
    one line, and nothing started."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    ran = run_main_py(monkeypatch, capsys, "--scene", "nowhere", "--frames", "1")
    assert ran.code == 2
    assert ran.err.startswith("fief: --scene: invalid choice: 'nowhere' (choose from 'title', ")
    assert ran.err.count("\n") == 1 and not (tmp_path / "data").exists()


def test_main_py_help_lists_the_screens_the_games_serve(monkeypatch, capsys):
    ran = run_main_py(monkeypatch, capsys, "--help")
    assert ran.code == 0
    served = COLLECTION.served()
    choices = "{" + ",".join(("title", *served.scenes, "settings", "load")) + "}"
    assert choices in ran.out.replace("\n", "").replace(" ", "")
    assert served.scenes and "point at a village" in ran.out   # Fief's board and --hover
