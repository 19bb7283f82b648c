"""The command line as the tests run it: in this process, as a separate process, and the
installed command with a data folder of the test's own.

Nothing here imports pytest but for the type of its output-capturing fixture.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from maze_solitaire.cli import main
from tests.terminal import COMMAND, Terminal

if TYPE_CHECKING:
    import pytest


INTERRUPTIBLE = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('maze_solitaire', run_name='__main__', alter_sys=True)"
)
"""``python -m maze_solitaire`` with Ctrl-C heard as in a terminal's foreground: a test
run started in the background (``pytest &``) has SIGINT ignored, an ignored signal stays
ignored across exec, and Python then never turns it into KeyboardInterrupt."""


def run(
    *args: str, stdin: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """The real command, as a separate process."""
    return subprocess.run(
        [sys.executable, "-m", "maze_solitaire", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )


def printed_by_hash_seed(script: str, seeds: tuple[str, ...] = ("1", "2")) -> set[str]:
    """What ``python -c script`` prints, run from the checkout under each hash seed: one
    answer when nothing it prints depends on the order of a set or a dict."""
    return {
        subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
            env={"PYTHONHASHSEED": seed},
            cwd=Path(__file__).parent.parent,
        ).stdout
        for seed in seeds
    }


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The installed command, run with ``args`` and its saved games in ``home``."""
    return subprocess.run(
        [COMMAND, *args, "--data-dir", str(home)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def in_a_terminal(home: Path, *args: str) -> tuple[int, bytes, bytes]:
    """The installed command with standard error (and input) a terminal and standard
    output a file, as ``maze-solitaire solve ... > answer.txt`` typed in a shell, its
    saved games in ``home``: its exit status, what it wrote on the terminal, and what
    it wrote on standard output."""
    answer = home / "answer.txt"
    shell = ("/bin/sh", "-c", f'exec "$0" "$@" > "{answer}"', COMMAND)
    with Terminal(*args, command=shell, env={"MAZE_SOLITAIRE_HOME": str(home)}) as terminal:
        status = terminal.wait_exit(timeout=120)
        terminal.read_to_end()
        return status, bytes(terminal.output), answer.read_bytes()


def text_game(
    *args: str,
    commands: str | bytes,
    home: Path,
    env: dict[str, str] | None = None,
    timeout: float = 60,
) -> tuple[int, list[str]]:
    """Run the real command with ``commands`` piped in; its exit status and output lines.

    TERM names a terminal that could draw the game: the pipes alone choose the text
    mode. The output must be plain text without an escape sequence (UTF-8: the pipe
    takes what LANG names; ASCII where ``env`` asks for it), and nothing may go to
    standard error. ``timeout``: the seconds it may take at most, on the clock.
    """
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "MAZE_SOLITAIRE_HOME": str(home),
        **(env or {}),
    }
    result = subprocess.run(
        [COMMAND, *args],
        input=commands.encode() if isinstance(commands, str) else commands,
        capture_output=True,
        env=environment,
        timeout=timeout,
        check=False,
    )
    assert result.stderr == b""
    assert b"\x1b" not in result.stdout
    return result.returncode, result.stdout.decode("utf-8").splitlines()
