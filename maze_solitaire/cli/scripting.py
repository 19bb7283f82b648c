"""What each scripting command is given: its options, typed, one NamedTuple a command.

Apart from the game's own (:mod:`.options`), so that starting the game builds
none of them: a NamedTuple class costs its creation, and the first frame waits.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

import argparse
from collections.abc import Callable
from typing import Final, NamedTuple

from maze_solitaire.cli.errors import UsageError
from maze_solitaire.cli.options import LookOptions, PlayOptions, ResumeOptions, SourceOptions
from maze_solitaire.engine import Variant


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
    optimal: bool = False
    """Prove the shortest win (par's line, then the exact search within ``max_nodes``)."""


class ParOptions(NamedTuple):
    source: SourceOptions
    json: bool


class GradeOptions(NamedTuple):
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
    moves: bool = False
    """Print the moves (as ``--json`` does, and as where standard output is no terminal)."""
    look: LookOptions = LookOptions()
    text: bool = False
    words: bool = False


class ReviewOptions(NamedTuple):
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
    difficulty: str | None = None


class SurveyOptions(NamedTuple):
    action: str | None
    """``None`` (a run), ``report``, ``retry`` or ``merge``."""
    sources: tuple[str, ...]
    """``merge``: the results files to add in."""
    deals: str | None
    """A run's range (``A-B``); None when not given, which only a run refuses."""
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
    | ResumeOptions
    | ShowOptions
    | MovesOptions
    | SolveOptions
    | ParOptions
    | GradeOptions
    | StatsOptions
    | HistoryOptions
    | ReplayOptions
    | ReviewOptions
    | CompletionOptions
    | ConfigOptions
    | SurveyOptions
)
"""What :func:`~.parser.parse` gives: one command's options."""


def _config(args: argparse.Namespace, source: SourceOptions) -> ConfigOptions:
    look = LookOptions(args.theme, args.ascii, args.no_color, args.four_color)
    return ConfigOptions(args.action, source.rules, look, args.data_dir, args.difficulty)


def _replay(args: argparse.Namespace, source: SourceOptions) -> ReplayOptions:
    if args.json and (args.text or args.words):
        raise UsageError(
            "--json prints the moves: give it without --text or --words"
            " (see 'maze-solitaire replay --help')"
        )
    look = LookOptions(args.theme, args.ascii, args.no_color, args.four_color)
    return ReplayOptions(
        args.game, args.json, args.data_dir, args.moves, look, args.text, args.words
    )


def _survey(args: argparse.Namespace, source: SourceOptions) -> SurveyOptions:
    return SurveyOptions(
        args.action,
        tuple(args.sources),
        args.deals,
        source.rules,
        args.jobs,
        args.timeout,
        args.max_nodes,
        args.shard,
        args.polish,
        args.out,
        args.json,
        args.csv,
    )


_SCRIPTED: Final[dict[str, Callable[[argparse.Namespace, SourceOptions], CommandOptions]]] = {
    "show": lambda args, source: ShowOptions(source, args.json, args.ascii),
    "moves": lambda args, source: MovesOptions(source, args.json),
    "solve": lambda args, source: SolveOptions(
        source, args.json, args.timeout, args.max_nodes, args.optimize, args.prove, args.optimal
    ),
    "par": lambda args, source: ParOptions(source, args.json),
    "grade": lambda args, source: GradeOptions(source, args.json),
    "stats": lambda args, source: StatsOptions(source, args.json, args.data_dir),
    "history": lambda args, _: HistoryOptions(args.json, args.limit, args.data_dir),
    "replay": _replay,
    "review": lambda args, _: ReviewOptions(args.game, args.json, args.data_dir),
    "completion": lambda args, _: CompletionOptions(args.shell),
    "config": _config,
    "survey": _survey,
}
"""Each scripting command's word, and how its parsed arguments become its options."""


def scripted(command: str, args: argparse.Namespace, source: SourceOptions) -> CommandOptions:
    """The parsed arguments of the scripting command ``command`` as its own options."""
    return _SCRIPTED[command](args, source)
