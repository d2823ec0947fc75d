"""Full and read-only disks for the reliability tests: a small tmpfs when we may mount one, else a fake.

As root on Linux the data folder is a real 256 KiB tmpfs, later filled up (full disk) or remounted
read-only; elsewhere every write into the data folder then fails with the OSError a real disk gives.
"""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


class Disk:
    """The data folder's disk: works until `fail` makes it full or read-only."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch, real: bool) -> None:
        self.folder, self.monkeypatch, self.real = folder, monkeypatch, real

    @property
    def kind(self) -> str:
        """'tmpfs' for a real small file system, 'fake' for refused writes."""
        return "tmpfs" if self.real else "fake"

    def fail(self, full: bool) -> None:
        """From now on writes fail: no space left (full) or a read-only file system."""
        if not self.real:
            fake_refusal(self.monkeypatch, self.folder, errno.ENOSPC if full else errno.EROFS)
        elif full:
            fill_up(self.folder / "filler")
        else:
            subprocess.run(["mount", "-o", "remount,ro", str(self.folder)], check=True, capture_output=True)


def fill_up(path: Path) -> None:
    """Write zeros into a file until the file system has no space left."""
    try:
        with path.open("wb", buffering=0) as out:
            while out.write(b"\0" * 4096):
                pass
    except OSError as error:
        assert error.errno == errno.ENOSPC, error


def can_mount() -> bool:
    """True when this process may mount a tmpfs (root on Linux)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0 and Path("/proc/mounts").exists()


@contextmanager
def small_disk(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    """The data folder on its own small tmpfs when possible (unmounted afterwards)."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = can_mount() and subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)], capture_output=True).returncode == 0
    try:
        yield Disk(folder, monkeypatch, mounted)
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fake_refusal(monkeypatch: pytest.MonkeyPatch, folder: Path, code: int) -> None:
    """Make every atomic write under `folder` fail with OSError(code), as a full or read-only disk does."""
    from tabletop.engine import documents

    real = documents.write_atomic

    def refusing(path, text):
        if Path(path).resolve().is_relative_to(folder.resolve()):
            raise OSError(code, os.strerror(code))
        return real(path, text)

    for module in ("tabletop.engine.documents", "tabletop.engine.saves", "tabletop.ui.autosaves",
                   "tabletop.ui.settings"):
        monkeypatch.setattr(f"{module}.write_atomic", refusing)
