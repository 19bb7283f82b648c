"""Writing answers: a line, a JSON line, a move in JSON, flushing, and output that fails.

Every line a command answers goes through :func:`say`, so that a write that
fails (a full disk) is an :class:`~.errors.OutputError` naming the stream,
never a traceback; a reader that went away (``| head``) stays a
:class:`BrokenPipeError`, which :mod:`.main` takes for the end of the answer.
"""

from __future__ import annotations

import io
import os
import sys
import time
from typing import TYPE_CHECKING, Final

from maze_solitaire.cli.errors import OutputError
from maze_solitaire.engine import Move
from maze_solitaire.words import Glyphs, glyphs_for

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

PROG: Final = "maze-solitaire"


def escape_what_cannot_be_shown() -> None:
    """Let standard output and error take any character: one they cannot show is
    escaped, never a traceback (a position's own text is quoted in its errors)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def say(text: str, stream: SupportsWrite[str] | None = None) -> None:
    """Print a line of a command's answer (or of ``stream``'s)."""
    try:
        print(text, file=stream)
    except BrokenPipeError:
        raise
    except OSError as error:
        name = "standard error" if stream is sys.stderr else "standard output"
        raise OutputError(f"cannot write to {name}: {error.strerror or error}") from None


def flush() -> None:
    """Write out what standard output holds: a full disk shows here, not in the
    interpreter's last flush."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputError(f"cannot write to standard output: {error.strerror or error}") from None


def discard() -> None:
    """Point standard output at /dev/null, so that what it still holds, flushed when
    the interpreter exits, goes nowhere quietly."""
    if sys.stdout is None:  # closed from the start: nothing is held
        return
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def error_line(message: str) -> None:
    """``maze-solitaire: error: message`` on standard error, if it can take it (else
    there is nowhere left to say it)."""
    if sys.stderr is None:  # closed from the start: print would write to stdout instead
        return
    try:
        print(f"{PROG}: error: {message}", file=sys.stderr, flush=True)
    except OSError:  # a full disk under it too
        return


PROGRESS_EVERY: Final = 0.1
"""The fewest seconds between two updates of a progress line (ten a second at most)."""


class ProgressLine:
    """One line on standard error that says how a long command is getting on, rewritten
    in place (``\\r``) and cleared at the end; only when standard error is a terminal,
    so that pipes and files get exactly what they would without it.

    The first update is shown at once, the next ones at most every
    :data:`PROGRESS_EVERY` seconds. A write that fails ends the line quietly: it was
    only ever a courtesy.
    """

    def __init__(self) -> None:
        stream = sys.stderr
        self.on = stream is not None and is_terminal(stream)
        self._shown = False
        self._last = 0.0

    def show(self, text: str) -> None:
        """``text`` in place of the line shown before, unless one was shown just now."""
        if not self.on:
            return
        now = time.perf_counter()
        if self._shown and now - self._last < PROGRESS_EVERY:
            return
        self._last = now
        try:
            width = os.get_terminal_size(sys.stderr.fileno()).columns
        except OSError:
            width = 80
        if width > 1 and len(text) >= width:  # a line that wraps could not be rewritten
            text = text[: width - 2] + "…"
        self._write(f"\r{text}\x1b[K")
        self._shown = True

    def clear(self) -> None:
        """Take the line away, if one is shown (before an answer is printed)."""
        if self._shown:
            self._write("\r\x1b[K")
            self._shown = False

    def _write(self, text: str) -> None:
        try:
            sys.stderr.write(text)
            sys.stderr.flush()
        except (OSError, ValueError):
            self.on = self._shown = False


def is_terminal(stream: object) -> bool:
    """Whether ``stream`` is a terminal (``False`` for anything that cannot say)."""
    try:
        return bool(stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


def quoted(text: str) -> str:
    """``text`` quoted for a message, cut short when it is long."""
    return repr(text) if len(text) <= 40 else f"{text[:30]!r}... ({len(text)} characters)"


def json_line(value: object) -> str:
    """``value`` as one line of JSON (json is imported here: the game never needs it)."""
    import json

    return json.dumps(value)


def move_json(move: Move) -> dict[str, object]:
    """A move as JSON, the one shape every command gives: the card's notation, the slot
    numbers 0-53, and the move's own notation."""
    return {
        "card": move.card.notation(),
        "from": move.source,
        "to": move.target,
        "notation": move.notation(),
    }


def glyphs(force_ascii: bool = False) -> Glyphs:
    """The face of what a command prints: suit symbols where the output can show them."""
    return glyphs_for(sys.stdout, force_ascii=force_ascii)
