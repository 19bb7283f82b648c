"""Run the command line as a user who may not write the saved games' folder (nobody, when
the tests run as root, as in a container), and the folders such a user can reach: for the
tests of reading commands and of read-only folders.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import maze_solitaire
from tests.platforms import user_nobody

SYSTEM_PYTHONS = ("/usr/bin/python3", "/usr/local/bin/python3")


@contextlib.contextmanager
def a_shared_folder() -> Iterator[Path]:
    """A folder any user can reach (pytest's own temporary folders are private to root):
    the ``shared_folder`` fixture's (see conftest.py)."""
    folder = Path(tempfile.mkdtemp(prefix="maze-solitaire-shared-"))
    folder.chmod(0o755)
    try:
        yield folder / "home"
    finally:
        for path in folder.rglob("*"):
            path.chmod(0o755 if path.is_dir() else 0o644)
        shutil.rmtree(folder)


def read_only_for_everyone(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        path.chmod(0o555 if path.is_dir() else 0o444)


def contents(folder: Path) -> dict[str, bytes | None]:
    """Every file and folder below ``folder``, with what the files hold."""
    return {
        str(path.relative_to(folder)): None if path.is_dir() else path.read_bytes()
        for path in folder.rglob("*")
    }


@functools.cache
def package_for_everyone() -> Path:
    """A copy of this checkout's package where any user can read it (the checkout may
    be in root's own folder), for the run as nobody."""
    folder = Path(tempfile.mkdtemp(prefix="maze-solitaire-package-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    # Without the compiled files: another test process may be writing one just
    # then, and a half-written one copied here would break the run as nobody.
    ignore = shutil.ignore_patterns("__pycache__")
    package = Path(maze_solitaire.__file__).parent  # the one under test, wherever it is
    shutil.copytree(package, folder / "maze_solitaire", ignore=ignore)
    for path in [folder, *folder.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    return folder


def unprivileged(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The command line, run by a user who may not write the folder (as nobody, under root),
    with ``stdin`` piped in."""
    if os.geteuid() != 0:
        command = [sys.executable, "-m", "maze_solitaire", *args]
        return subprocess.run(
            command, input=stdin, capture_output=True, text=True, timeout=60, check=False
        )
    # Root reads anything, so the test would show nothing: the command runs as nobody.
    nobody = user_nobody()
    if nobody is None:
        pytest.skip("run as root, this test needs the user nobody, which this system lacks")
    system = next((p for p in SYSTEM_PYTHONS if os.access(p, os.X_OK)), None)
    if system is None:
        pytest.skip("run as root, this test needs a python3 in /usr/bin for the user nobody")
    return subprocess.run(
        [system, "-m", "maze_solitaire", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd="/",
        env={"PYTHONPATH": str(package_for_everyone()), "HOME": "/nonexistent"},
        user=nobody.pw_uid,
        group=nobody.pw_gid,
    )
