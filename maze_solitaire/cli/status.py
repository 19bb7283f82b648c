"""The exit statuses of the command line: one table, each status with its meaning.

:mod:`.main` is the one place that turns what happened into a status; the
``--help`` epilogs quote these numbers through :func:`epilog`, and the manual's
EXIT STATUS section is this table, handed to the shell room (see
:mod:`.described`).
"""

from __future__ import annotations

from enum import IntEnum


class Status(IntEnum):
    """An exit status, and what it means (the manual prints :attr:`meaning`)."""

    meaning: str

    def __new__(cls, code: int, meaning: str) -> Status:
        status = int.__new__(cls, code)
        status._value_ = code
        status.meaning = meaning
        return status

    OK = 0, "Success; for solve and par, every position was solved."
    NOT_SOLVED = (
        1,
        "solve or par: the search gave up on a position, or showed it cannot be won.",
    )
    USAGE = 2, "Bad arguments, a bad position or code, or saved games that cannot be used."
    INTERRUPTED = 130, "Interrupted (Ctrl-C); 128 + the signal for SIGTERM and SIGHUP."


def epilog(*cases: tuple[Status, str]) -> str:
    """A command's ``Exit status: 0 when ...; 1 when ...`` for its ``--help``."""
    return "Exit status: " + "; ".join(f"{int(status)} {said}".rstrip() for status, said in cases)
