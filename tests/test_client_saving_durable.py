"""Issue 18, fault 7: the client's own files (hot-seat saves, the Continue file, settings) are
written as the host's are: a temporary file synced to the disk, then renamed over the old one,
so a crash or a power cut leaves the previous version whole, never an empty or half file."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.shell import saves, settings


@pytest.fixture
def syncs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the files synced, in order (the folder's sync included)."""
    names: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        names.append(os.path.basename(os.readlink(f"/proc/self/fd/{fd}")))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return names


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="names files through /proc")
def test_fault7_a_hot_seat_save_is_synced_before_it_replaces_the_old_one(tmp_path: Path, syncs):
    path = tmp_path / "saves" / "table.fief.json"
    saves.write_atomic(path, "old")
    saves.write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert syncs.count("table.fief.json.tmp") == 2
    assert not list(path.parent.glob("*.tmp"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="names files through /proc")
def test_fault7_settings_are_synced_before_they_replace_the_old_ones(tmp_path: Path, syncs):
    path = tmp_path / "settings.json"
    assert settings.save(settings.Settings(), path)
    assert syncs[0] == "settings.json.tmp"
    assert settings.load(path) == settings.Settings()
