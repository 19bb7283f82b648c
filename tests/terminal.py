"""Drive the real ``maze-solitaire`` command in a pseudo-terminal and read its screen.

The program runs as a player would run it: in its own session with the
pseudo-terminal as its controlling terminal (so it gets SIGWINCH on resize
and SIGINT from Ctrl-C), and everything it writes goes through ``pyte``, a
terminal emulator, whose screen the tests read.
"""

from __future__ import annotations

import curses
import fcntl
import functools
import json
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pyte

COMMAND = str(Path(sys.executable).with_name("maze-solitaire"))
"""The console script installed beside this Python: the real command."""

KEYS = {"enter": "\r", "tab": "\t", "esc": "\x1b", "ctrl-c": "\x03", "ctrl-r": "\x12"}
TERMINFO_KEYS = {
    "left": "kcub1",
    "right": "kcuf1",
    "up": "kcuu1",
    "down": "kcud1",
    "shift-tab": "kcbt",
    "f1": "kf1",
    "pageup": "kpp",
    "pagedown": "knp",
    "home": "khome",
    "end": "kend",
}


@functools.cache
def terminfo_keys(term: str) -> dict[str, str]:
    """What a terminal of type ``term`` sends for the special keys, per its terminfo.

    (Once curses turns the keypad on, xterm sends ``ESC O C`` for Right, not
    ``ESC [ C``: the program reads exactly what terminfo says.) Read in a Python of its
    own: a process sets its terminal up once (Python's curses makes every later
    ``setupterm`` a no-op), so a first test with TERM=dumb left every later one with
    no arrow keys. Raises :class:`curses.error` for a terminal terminfo does not know.
    """
    read = subprocess.run(
        [sys.executable, "-c", _READ_KEYS, term, *TERMINFO_KEYS.values()],
        capture_output=True,
        text=True,
        check=False,
    )
    if read.returncode != 0:
        raise curses.error(f"no terminfo for {term!r}")
    sequences = json.loads(read.stdout)
    return {name: sequences[cap] for name, cap in TERMINFO_KEYS.items() if sequences[cap]}


_READ_KEYS = """
import curses, json, os, sys
with open(os.devnull, "wb") as sink:
    curses.setupterm(sys.argv[1], sink.fileno())
print(json.dumps({cap: (curses.tigetstr(cap) or b"").decode() for cap in sys.argv[2:]}))
"""


class Terminal:
    """One run of the game in a ``columns`` x ``lines`` pseudo-terminal."""

    def __init__(
        self,
        *args: str,
        columns: int = 100,
        lines: int = 30,
        env: dict[str, str] | None = None,
        command: Sequence[str] = (COMMAND,),
        size_known: bool = True,
    ):
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        self._home = tempfile.TemporaryDirectory(prefix="maze-solitaire-test-")
        self.home = Path(self._home.name)
        """The game's data folder: a fresh one for each run unless ``env`` names one (the
        config file the game reads is ``config.toml`` in it, unless ``env`` names another)."""
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "MAZE_SOLITAIRE_HOME": str(self.home),
            "MAZE_SOLITAIRE_CONFIG": str(self.home / "config.toml"),  # none, unless written
        }
        environment.update(env or {})
        try:
            self.keys = {**KEYS, **terminfo_keys(environment["TERM"])}
        except curses.error:  # a terminal not known here: the game draws for a stand-in
            self.keys = dict(KEYS)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: becomes the game
            try:
                # Ctrl-C must reach the game as it does from a shell's foreground. A
                # test run started in the background (``pytest &``) has SIGINT ignored,
                # and an ignored signal stays ignored across exec.
                signal.signal(signal.SIGINT, signal.SIG_DFL)
                os.execve(command[0], [*command, *args], environment)
            finally:
                os._exit(127)
        # A terminal that does not know its size says 0x0 (as script's does, run without one).
        self._set_size(*((columns, lines) if size_known else (0, 0)))
        self.status: int | None = None
        self.output = bytearray()
        """Everything the program wrote, as it wrote it."""
        self._mark = 0

    # --- input ------------------------------------------------------------------

    def send(self, *keys: str) -> None:
        """Type ``keys``: names from :data:`KEYS` or literal text."""
        self._mark = len(self.output)
        for key in keys:
            os.write(self.fd, self.keys.get(key, key).encode())

    def click(self, line: int, column: int, held: float = 0.0) -> None:
        """A left click at a screen cell: the press, then ``held`` seconds later the release.

        Reported as the program asked: xterm's SGR form where it turned that
        on, else the X10 form (as screen and tmux report clicks).
        """
        sgr = b"\x1b[?1006" in self.output
        for press in (True, False):
            if sgr:
                report = f"\x1b[<0;{column + 1};{line + 1}{'M' if press else 'm'}".encode()
            else:
                report = b"\x1b[M" + bytes((32 + (0 if press else 3), 33 + column, 33 + line))
            os.write(self.fd, report)
            if press and held:
                time.sleep(held)

    def resize(self, columns: int, lines: int) -> None:
        """Resize the terminal; the kernel sends the program SIGWINCH, as a real one does."""
        self.screen.resize(lines, columns)
        self._set_size(columns, lines)

    def _set_size(self, columns: int, lines: int) -> None:
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))

    # --- output -----------------------------------------------------------------

    def pump(self, timeout: float = 0.05) -> bool:
        """Feed whatever the program wrote within ``timeout`` to the screen; False at EOF."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the program ended and the terminal closed
            return False
        if not data:
            return False
        self.output += data
        self.stream.feed(data)
        return True

    def output_since_mark(self) -> bytes:
        """What the program wrote since the last :meth:`send`."""
        return bytes(self.output[self._mark :])

    @property
    def text(self) -> str:
        return "\n".join(self.screen.display)

    def wait_for(self, found: str | Callable[[str], bool], timeout: float = 10.0) -> str:
        """Read until the screen shows ``found`` (text, or a test of the text).

        A frame can reach the terminal in more than one read: once ``found``
        shows, the rest of what was written with it is read too (until 10 ms
        pass with nothing more), so that a test may look at the whole frame.
        """
        test = found if callable(found) else (lambda text: found in text)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if test(self.text):
                self.settle(quiet=0.01, timeout=1.0)
                if test(self.text):
                    return self.text
            if not self.pump(0.05):
                break
        if test(self.text):
            return self.text
        raise AssertionError(f"screen never showed {found!r}; it shows:\n{self.text}")

    @property
    def cursor(self) -> tuple[int, int]:
        """Where the terminal's cursor stands, ``(line, column)``: the game leaves it on
        what is selected once a frame is drawn."""
        return self.screen.cursor.y, self.screen.cursor.x

    def wait_for_the_cursor_to_leave(self, before: tuple[int, int]) -> str:
        """Read until a frame has moved the cursor from ``before`` (see :meth:`wait_for`)."""
        return self.wait_for(lambda text: self.cursor != before)

    def settle(self, quiet: float = 0.15, timeout: float = 5.0) -> str:
        """Read until the program has written nothing for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                break
            if not self.pump(0):
                break
        return self.text

    def quit_with(self, key: str, most: int = 20, timeout: float = 10.0) -> int:
        """Press ``key`` once at a time, each press read to its answer, until the program
        ends (at most ``most`` presses); returns its exit status.

        For a state no test can predict (after random keys, an Esc may have been read
        with the key after it as one Alt- key): each press is answered, by a frame or by
        the end, before the next is sent.
        """
        for _ in range(most):
            try:
                self.send(key)
            except OSError:  # EIO: the terminal closed, the program ending
                return self.wait_exit(timeout)
            deadline = time.monotonic() + timeout
            while len(self.output) == self._mark:  # not answered yet
                if time.monotonic() > deadline:
                    raise AssertionError(f"{key!r} had no answer; the screen shows:\n{self.text}")
                if not self.pump(0.05):
                    return self.wait_exit(timeout)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.pump(0.05)
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
            self.settle(quiet=0.01, timeout=1.0)  # the rest of that frame, or the goodbye
        raise AssertionError(f"{most} presses of {key!r} left it running:\n{self.text}")

    def wait_exit(self, timeout: float = 10.0) -> int:
        """Wait for the program to end (reading its last output); returns its exit status."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.pump(0.05)
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
            self.pump(0.05)
        raise AssertionError(f"the program did not exit; the screen shows:\n{self.text}")

    def read_to_end(self, timeout: float = 10.0) -> None:
        """Read until the terminal closes: every process holding it (the program, and
        any it started) has let go of it."""
        deadline = time.monotonic() + timeout
        while self.pump(0.05):
            if time.monotonic() >= deadline:
                raise AssertionError(f"something still holds the terminal:\n{self.text}")

    def modes(self) -> tuple[bool, bool]:
        """Whether the terminal echoes and reads whole lines (both true when restored)."""
        lflag = termios.tcgetattr(self.fd)[3]
        return bool(lflag & termios.ECHO), bool(lflag & termios.ICANON)

    def close(self) -> None:
        """End the program if it still runs, and free the terminal."""
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(self.fd)
        self._home.cleanup()

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- reading the board --------------------------------------------------------

    def line_of(self, text: str) -> int:
        """The first screen line that contains ``text``."""
        for number, line in enumerate(self.screen.display):
            if text in line:
                return number
        raise AssertionError(f"{text!r} is not on the screen:\n{self.text}")

    def cell(self, line: int, column: int) -> pyte.screens.Char:
        return self.screen.buffer[line][column]


def game_in(home: Path, *args: str) -> Terminal:
    """The game, run with ``args``, keeping its saved games in ``home``."""
    return Terminal(*args, env={"MAZE_SOLITAIRE_HOME": str(home)})
