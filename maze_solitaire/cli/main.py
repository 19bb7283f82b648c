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

from maze_solitaire.cli import output
from maze_solitaire.cli.errors import OutputFailed, UsageError
from maze_solitaire.cli.options import (
    Completion,
    Config,
    History,
    Moves,
    Options,
    Par,
    Play,
    Replay,
    Show,
    Solve,
    Stats,
    Survey,
)
from maze_solitaire.cli.parser import parse
from maze_solitaire.cli.status import Status
from maze_solitaire.engine import MazeError


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    if sys.stdout is None:  # started with standard output closed (>&-)
        return _fail("standard output is closed: there is nowhere to write")
    output.escape_what_cannot_be_shown()
    try:
        try:
            status = run(parse(sys.argv[1:] if argv is None else argv))
        except SystemExit as done:  # --help, --version: argparse has had its say
            output.flush()
            raise done
        output.flush()  # a full disk shows here, not in the interpreter's last flush
        return status
    except UsageError as error:
        return _fail(str(error))
    except MazeError as error:
        return _fail(str(error))
    except KeyboardInterrupt:
        return Status.INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error of ours.
        output.discard()
        return Status.OK
    except OutputFailed as error:
        output.discard()
        return _fail(str(error))


def run(options: Options) -> int:
    """Run the command ``options`` are of (its module imported only now); its exit status."""
    match options:
        case Play():
            from maze_solitaire.cli.play import play

            return play(options)
        case Show():
            from maze_solitaire.cli.positions import show

            return show(options)
        case Moves():
            from maze_solitaire.cli.positions import moves

            return moves(options)
        case Solve():
            from maze_solitaire.cli.positions import solve

            return solve(options)
        case Par():
            from maze_solitaire.cli.positions import par

            return par(options)
        case Stats():
            from maze_solitaire.cli.games import stats

            return stats(options)
        case History():
            from maze_solitaire.cli.games import history

            return history(options)
        case Replay():
            from maze_solitaire.cli.games import replay

            return replay(options)
        case Config():
            from maze_solitaire.cli.settings import config

            return config(options)
        case Survey():
            from maze_solitaire.cli.census import survey

            return survey(options)
        case Completion():
            from maze_solitaire.cli.described import completion

            return completion(options)


def _fail(message: str) -> int:
    output.error_line(message)
    return Status.USAGE
