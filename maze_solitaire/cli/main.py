"""Running the command line: parse, dispatch, and the one place errors meet exit statuses.

Every error a user can cause ends the command with one line on standard
error, ``maze-solitaire: error: …``, never a traceback, and the status
:mod:`.status` gives its kind. Each command's module is imported only when it
runs: the game's start loads none of the scripting commands, and the
scripting commands never load curses.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from maze_solitaire.cli import output
from maze_solitaire.cli.errors import InputOutputError, OutputError, UsageError
from maze_solitaire.cli.options import PlayOptions, ResumeOptions
from maze_solitaire.cli.parser import parse
from maze_solitaire.cli.status import ExitStatus
from maze_solitaire.engine import MazeError

if TYPE_CHECKING:
    from maze_solitaire.cli.scripting import CommandOptions

FAILURES: Final[tuple[tuple[type[MazeError], ExitStatus], ...]] = (
    (UsageError, ExitStatus.USAGE),
    (InputOutputError, ExitStatus.IO),
    (MazeError, ExitStatus.DATA),
)
"""Each kind of error (the most particular first) and its exit status. Every other
member of the family is bad data: the engine's (a position, a code, a deal number, a
date), storage's (saved games that cannot be used), the survey's (a results file)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (see :class:`.Status`)."""
    if sys.stdout is None:  # started with standard output closed (>&-)
        return _failed(OutputError("standard output is closed: there is nowhere to write"))
    output.escape_what_cannot_be_shown()
    try:
        status = _ran(sys.argv[1:] if argv is None else argv)
        output.flush()  # a full disk shows here, not in the interpreter's last flush
        return status
    except KeyboardInterrupt:
        return ExitStatus.INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error of ours.
        output.discard()
        return ExitStatus.OK
    except MazeError as error:
        return _failed(error)


def status_of(error: MazeError) -> ExitStatus:
    """The exit status of ``error``'s kind (see :data:`FAILURES`)."""
    return next(status for kind, status in FAILURES if isinstance(error, kind))


def _ran(argv: Sequence[str]) -> int:
    try:
        return run(parse(argv))
    except SystemExit as done:  # --help, --version: argparse has had its say
        return done.code if isinstance(done.code, int) else ExitStatus.OK


def _failed(error: MazeError) -> int:
    """Say what went wrong in one line on standard error; the status of its kind.

    What standard output still holds (batch mode's answers) is written out
    first; when it cannot be, or standard output is what failed, it is thrown
    away, that is said too (once), and the status is that of the output lost.
    A standard error that cannot take the line changes nothing: there is
    nowhere left to say it.
    """
    said = [error]
    if isinstance(error, OutputError):
        output.discard()
    else:
        try:
            output.flush()
        except BrokenPipeError:
            output.discard()
        except OutputError as lost:
            output.discard()
            said.append(lost)
    for message in dict.fromkeys(str(each) for each in said):
        output.error_line(message)
    return status_of(said[-1])


def run(options: CommandOptions) -> int:
    """Run the command ``options`` are of (its module imported only now); its exit status."""
    if isinstance(options, PlayOptions):
        from maze_solitaire.cli.play import play

        return play(options)
    if isinstance(options, ResumeOptions):
        if options.game is None:
            from maze_solitaire.cli.games import in_progress

            return in_progress(options)
        from maze_solitaire.cli.play import resume

        return resume(options)
    from maze_solitaire.cli.scripting import (  # here: the game's start builds none of them
        CompletionOptions,
        ConfigOptions,
        GradeOptions,
        HistoryOptions,
        MovesOptions,
        ParOptions,
        ReplayOptions,
        ReviewOptions,
        ShowOptions,
        SolveOptions,
        StatsOptions,
        SurveyOptions,
    )

    match options:
        case ShowOptions():
            from maze_solitaire.cli.positions import show

            return show(options)
        case MovesOptions():
            from maze_solitaire.cli.positions import moves

            return moves(options)
        case SolveOptions():
            from maze_solitaire.cli.positions import solve

            return solve(options)
        case ParOptions():
            from maze_solitaire.cli.positions import par

            return par(options)
        case GradeOptions():
            from maze_solitaire.cli.positions import grade

            return grade(options)
        case StatsOptions():
            from maze_solitaire.cli.games import stats

            return stats(options)
        case HistoryOptions():
            from maze_solitaire.cli.games import history

            return history(options)
        case ReplayOptions():
            from maze_solitaire.cli.games import replay

            return replay(options)
        case ReviewOptions():
            from maze_solitaire.cli.games import review

            return review(options)
        case ConfigOptions():
            from maze_solitaire.cli.settings import config

            return config(options)
        case SurveyOptions():
            from maze_solitaire.cli.census import survey

            return survey(options)
        case CompletionOptions():
            from maze_solitaire.cli.described import completion

            return completion(options)
