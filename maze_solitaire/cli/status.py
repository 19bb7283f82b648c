"""The exit statuses of the command line: one table, each status with its meaning.

Past 0, 1 (``solve`` and ``par``: not solved) and 2 (argparse's own, for usage),
the numbers are those of BSD's ``sysexits.h`` that scripts already know: 65 for
bad data, 74 for input and output. A signal gives 128 + its number, as shells
report it.

The rule between 2 and 65, the same for every command: 2 is for how the command
line is written and for a value that says *how* a command runs (a count, a budget,
seconds, a name from a list such as the rules or a grade); 65 is for a value that
says *which* deal, position or game (a deal number, share code, position, date, range
or shard of deals, game ID) and is none, or names none there is, whether it was
written on the command line or read from standard input, a file or the saved games.

:mod:`.main` is the one place that turns what happened into a status; the
``--help`` epilogs quote these numbers through :func:`epilog`, and the manual's
EXIT STATUS section is this table, handed to the shell room (see
:mod:`.described`).
"""

from __future__ import annotations

from enum import IntEnum


class ExitStatus(IntEnum):
    """An exit status, and what it means (the manual prints :attr:`meaning`)."""

    meaning: str

    def __new__(cls, code: int, meaning: str) -> ExitStatus:
        status = int.__new__(cls, code)
        status._value_ = code
        status.meaning = meaning
        return status

    OK = 0, "Success; for solve and par, every position was solved."
    NOT_SOLVED = (
        1,
        "solve or par: the search gave up on a position, or showed it cannot be won.",
    )
    USAGE = (
        2,
        "Bad arguments: what the command line does not take (an unknown command or"
        " option, a missing or extra argument, a value that says how a command runs and"
        " is not one it takes: a count, a budget, seconds, a name from a list), options"
        " that do not go together, an option of the game before another command, config"
        " init where something is there already.",
    )
    DATA = (
        65,
        "Bad data (EX_DATAERR): a value that says which deal, position or game and is"
        " none, or names none there is (a position, share code, deal number, date, range"
        " or shard of deals, game ID), on the command line or read (in batch mode, once"
        " every line is answered); saved games that cannot be used (damaged, from a newer"
        " version); a results file that is not one; a config file that cannot be used"
        " (config show).",
    )
    IO = (
        74,
        "Input or output failed (EX_IOERR): standard input, output or error cannot be read"
        " or written (closed, a full disk), a data folder or the config file cannot be"
        " made or written, the game cannot run on this terminal.",
    )
    INTERRUPTED = (
        130,
        "Interrupted by Ctrl-C (128 + SIGINT); the game, saved, ends with 128 + the signal"
        " for SIGTERM (143) and SIGHUP (129) too.",
    )


def of_signal(signum: int) -> int:
    """The status of a game ended by the signal ``signum``, as shells report it."""
    return 128 + signum


def epilog(*cases: tuple[ExitStatus, str]) -> str:
    """A command's ``Exit status: 0 when ...; 1 when ...`` for its ``--help``."""
    return "Exit status: " + "; ".join(f"{int(status)} {said}".rstrip() for status, said in cases)
