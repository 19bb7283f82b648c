"""What playing is given, typed: the options of ``play`` and ``daily`` (or of no command),
and the defaults the commands and their ``--help`` share.

:mod:`.parser` reads the command line into one NamedTuple a command (see
:func:`~.parser.parse`), and each command's function takes its own: no
``argparse.Namespace`` goes further than the parser. The scripting commands'
are in :mod:`.scripting`, which the game's start never loads.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import Final, NamedTuple

from maze_solitaire.engine import Variant

STDIN: Final = "-"
"""The position that means: read one position a line from standard input."""
HISTORY_LIMIT: Final = 20
DEFAULT_TIMEOUT: Final = 10.0
"""Seconds ``solve`` searches when given no budget at all."""
SHELLS: Final = ("bash", "zsh", "fish")
"""The shells ``completion`` writes for (:mod:`maze_solitaire.shell.completion` has one
script writer for each)."""
CONFIG_ACTIONS: Final = ("path", "show", "init")
SURVEY_ACTIONS: Final = ("report", "retry", "merge")
SURVEY_OUT: Final = "survey.sqlite3"
SURVEY_MAX_NODES: Final = 400_000
"""A census deal's budget unless one is given: expanded positions, the same everywhere
(some 10 s of search here; every one of 1,000 deals needs less)."""


class SourceOptions(NamedTuple):
    """Which deal or position: ``--deal``, ``--code``, a ``POSITION`` (or ``-``), under
    ``--rules`` (``None``: not given)."""

    deal: str | None = None
    code: str | None = None
    position: str | None = None
    rules: Variant | None = None


class LookOptions(NamedTuple):
    """How the game looks: ``--theme``, ``--ascii``, ``--no-color``, ``--four-color``."""

    theme: str | None = None
    ascii: bool = False
    no_color: bool = False
    four_color: bool = False


class PlayOptions(NamedTuple):
    """``play``, ``daily``, or no command at all: the game."""

    source: SourceOptions
    look: LookOptions
    text: bool
    words: bool
    data_dir: str | None
    daily: bool = False
    """``daily``: the day's deal (of ``date``, else today)."""
    date: str | None = None
