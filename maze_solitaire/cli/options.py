"""What each command is given: its options, typed, one NamedTuple a command.

:mod:`.parser` reads the command line into one of these (see
:func:`~.parser.parse`), and each command's function takes its own: no
``argparse.Namespace`` goes further than the parser. The defaults the
commands and their ``--help`` share are here too.
"""

from __future__ import annotations

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


class ShowOptions(NamedTuple):
    source: SourceOptions
    json: bool
    ascii: bool


class MovesOptions(NamedTuple):
    source: SourceOptions
    json: bool


class SolveOptions(NamedTuple):
    source: SourceOptions
    json: bool
    timeout: float | None
    max_nodes: int | None
    optimize: float
    prove: int


class ParOptions(NamedTuple):
    source: SourceOptions
    json: bool


class StatsOptions(NamedTuple):
    source: SourceOptions
    """Its deal or code: the deal whose record is asked for too (never a position)."""
    json: bool
    data_dir: str | None


class HistoryOptions(NamedTuple):
    json: bool
    limit: int
    data_dir: str | None


class ReplayOptions(NamedTuple):
    game: int
    json: bool
    data_dir: str | None


class CompletionOptions(NamedTuple):
    shell: str


class ConfigOptions(NamedTuple):
    action: str
    rules: Variant | None
    look: LookOptions
    data_dir: str | None


class SurveyOptions(NamedTuple):
    action: str | None
    """``None`` (a run), ``report``, ``retry`` or ``merge``."""
    sources: tuple[str, ...]
    """``merge``: the results files to add in."""
    deals: str
    rules: Variant | None
    jobs: int | None
    timeout: float | None
    max_nodes: int | None
    shard: str | None
    polish: bool
    out: str
    json: bool
    csv: bool


CommandOptions = (
    PlayOptions
    | ShowOptions
    | MovesOptions
    | SolveOptions
    | ParOptions
    | StatsOptions
    | HistoryOptions
    | ReplayOptions
    | CompletionOptions
    | ConfigOptions
    | SurveyOptions
)
"""What :func:`~.parser.parse` gives: one command's options."""
