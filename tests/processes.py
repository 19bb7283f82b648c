"""Looking at processes from outside, as an administrator would: alive or not, stopped or
running, which files they hold open (Linux's /proc).

Nothing here imports pytest but the marker that skips where there is no /proc.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

PROC = Path("/proc")

needs_proc = pytest.mark.skipif(
    not (PROC / "self" / "stat").exists(),
    reason="reads processes from /proc (Linux): the same checks have no portable form",
)


def state_of(pid: int) -> str | None:
    """The process's state letter (R running, S sleeping, T stopped, Z zombie), or
    ``None`` when there is no such process."""
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    return stat.rpartition(")")[2].split()[0]


def alive(pid: int) -> bool:
    """Whether ``pid`` is a process that still runs (a zombie has ended)."""
    if PROC.exists():
        return state_of(pid) not in (None, "Z")
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def cpu_seconds(pid: int) -> float:
    """The processor time ``pid`` has used so far (user and system)."""
    fields = (PROC / str(pid) / "stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def lock_files_held(pid: int, data: Path) -> list[str]:
    """The game lock files (``playing/*.lock`` under ``data``) that ``pid`` holds open."""
    held = []
    locks = str(data.resolve() / "playing")
    for fd in (PROC / str(pid) / "fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith(locks) and target.endswith(".lock"):
            held.append(target)
    return held


def gone_within(done: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Whether ``done`` comes true within ``timeout`` seconds (looked at every 10 ms: a
    condition waited for, with a deadline generous enough for a loaded machine)."""
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True
