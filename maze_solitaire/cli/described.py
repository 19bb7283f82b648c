"""The command line as the shell room describes it: completion scripts and the manual.

The shell room (:mod:`maze_solitaire.shell`) never imports the command line: it
is handed the parser's outline (:func:`described`) and the exit statuses
(:func:`exit_statuses`) from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maze_solitaire.cli.output import say
from maze_solitaire.cli.parser import build_parser
from maze_solitaire.cli.scripting import CompletionOptions
from maze_solitaire.cli.status import ExitStatus

if TYPE_CHECKING:
    from maze_solitaire.shell.outline import Command


def described() -> tuple[Command, ...]:
    """The whole command line as completion and the manual describe it."""
    from maze_solitaire.engine import VARIANTS
    from maze_solitaire.shell.outline import outline

    return outline(build_parser(), {"rules": tuple(VARIANTS)})


def exit_statuses() -> tuple[tuple[str, str], ...]:
    """Each exit status and what it means, for the manual's EXIT STATUS."""
    return tuple((str(int(status)), status.meaning) for status in ExitStatus)


def completion(options: CompletionOptions) -> int:
    from maze_solitaire.shell.completion import script  # here: only this command needs it

    say(script(options.shell, described()).rstrip("\n"))
    return ExitStatus.OK
