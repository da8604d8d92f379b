"""Issue 22: the headless LAN host starts a game of the introductory variant
(``--edition simplified``), saved as such, with the variant's view (gems, the S-6 goal)."""
from __future__ import annotations

from net.__main__ import build_parser, make_table


def test_the_headless_host_starts_the_introductory_game_with_edition_simplified(tmp_path):
    args = build_parser().parse_args([
        "host", "--players", "Ann:blue,Bob:red,Cid:green", "--seats", "human,human,human",
        "--edition", "simplified", "--save-dir", str(tmp_path), "--no-announce",
        "--bind", "127.0.0.1"])
    table = make_table(args)
    try:
        authority = table.authority
        assert authority.settings.edition == "simplified"
        authority.start(force=True)                  # as the host's start with every seat in
        view = authority.view(0)
        assert view["options"]["edition"] == "simplified"
        assert view["goal"] == {"alone": 4, "together": 6}                # S-6, 3 families
        assert [p["gems"] for p in view["players"]] == [1, 1, 1]          # 004 "DEBUT"
    finally:
        table.close()
