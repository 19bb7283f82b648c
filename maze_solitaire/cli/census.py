"""The census: ``survey`` (a run, ``report``, ``retry`` and ``merge``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from maze_solitaire.cli.errors import UsageError
from maze_solitaire.cli.options import SURVEY_MAX_NODES
from maze_solitaire.cli.output import json_line, quoted, say
from maze_solitaire.cli.scripting import SurveyOptions
from maze_solitaire.cli.status import ExitStatus
from maze_solitaire.engine import STANDARD, Variant
from maze_solitaire.words import plural

if TYPE_CHECKING:
    from maze_solitaire.survey.results import Row

SURVEY_MOST_JOBS = 1024
"""More processes than this on one machine is a typing slip, not a plan."""
SURVEY_RETRY_NODES = 10 * SURVEY_MAX_NODES
"""What ``survey retry`` gives each deal given up on, unless told: ten times as much."""


def survey(options: SurveyOptions) -> int:
    from maze_solitaire.survey import results, run
    from maze_solitaire.words import survey as survey_words

    out = Path(options.out)
    if options.sources and options.action != "merge":
        raise UsageError(
            f"survey: unexpected {quoted(options.sources[0])} (files go with 'merge';"
            " the results file with --out F)"
        )
    if options.shard is not None and options.action is not None:
        raise UsageError(
            f"survey {options.action}: --shard shares out the deals of a run, not of"
            f" '{options.action}' (--deals A-B chooses its deals)"
        )
    variant: Variant = options.rules or STANDARD
    # report, retry and merge take only the deals --deals names, where it is given.
    chosen = None if options.deals is None else run.parse_range(options.deals, variant)

    def among(rows: Iterable[Row]) -> Iterator[Row]:
        return (row for row in rows if chosen is None or row.deal in chosen)

    if options.action == "report":
        return _report(options, out, among)
    if options.action == "merge":
        return _merge(options, out, among)
    budget = run.DealBudget(options.max_nodes, options.timeout, options.polish)
    if budget.max_nodes is None and budget.timeout is None:
        longer = SURVEY_RETRY_NODES if options.action == "retry" else SURVEY_MAX_NODES
        budget = budget._replace(max_nodes=longer)
    jobs = options.jobs or os.cpu_count() or 1
    if jobs > SURVEY_MOST_JOBS:
        raise UsageError(f"--jobs {jobs}: at most {SURVEY_MOST_JOBS} processes on one machine")
    if options.action == "retry":
        with results.Results(out) as found:
            deals: Sequence[int] = [
                deal for deal in found.gave_up(variant.name) if chosen is None or deal in chosen
            ]
            if not deals:
                from maze_solitaire.survey.report import census

                held = census(variant.name, among(found.rows(variant.name)))
                say(survey_words.nothing_to_retry(held, out))
                return ExitStatus.OK
    elif chosen is None:  # a census is not to start by accident
        raise UsageError(survey_words.NAME_THE_DEALS)
    else:
        deals = chosen
        if options.shard is not None:
            deals = run.in_shard(deals, run.parse_shard(options.shard))
    showing = sys.stderr.isatty()
    last_shown = 0.0

    def progress(now: run.SurveyProgress) -> None:
        nonlocal last_shown
        if showing and (now.seconds - last_shown >= 0.25 or now.done == now.total):
            last_shown = now.seconds
            print(f"\r{survey_words.progress_line(now)}\x1b[K", end="", file=sys.stderr)

    try:
        ended = run.survey(
            out,
            variant,
            deals,
            budget,
            jobs=jobs,
            progress=progress,
            again=options.action == "retry",
        )
    except KeyboardInterrupt:
        say(survey_words.STOPPED, sys.stderr)
        return ExitStatus.INTERRUPTED
    if showing:
        print(file=sys.stderr)
    say(survey_words.summary_line(ended, variant.name, out))
    return ExitStatus.OK


def _merge(
    options: SurveyOptions,
    out: Path,
    among: Callable[[Iterable[Row]], Iterator[Row]],
) -> int:
    """Add the rows ``among`` keeps of each results file named into the one at ``out``."""
    from maze_solitaire.survey import results, run

    if not options.sources:
        raise UsageError("survey merge: name the results files to add (SRC ...)")
    with results.Results(out, create=True) as target:
        for source in options.sources:
            with results.Results(Path(source), write=False) as added:
                kept = target.add(run.replayed(among(added.rows()), Path(source)))
            say(f"{source}: {plural(kept, 'deal')} added to {out}")
    return ExitStatus.OK


def _report(
    options: SurveyOptions,
    out: Path,
    among: Callable[[Iterable[Row]], Iterator[Row]],
) -> int:
    """The figures of the file at ``out``, of the rows ``among`` keeps (those of the deals
    ``--deals`` names, if given)."""
    from maze_solitaire.survey.report import census
    from maze_solitaire.survey.results import Results
    from maze_solitaire.words import survey as survey_words

    with Results(out, write=False) as found:
        names = [options.rules.name] if options.rules else found.rules()
        figures = [census(name, among(found.rows(name))) for name in names]
    if options.json:
        say(json_line({"file": str(out), "census": [c.to_json() for c in figures]}))
    elif options.csv:
        say(survey_words.CSV_COLUMNS)
        for figure in figures:
            say(survey_words.csv_row(figure))
    elif not figures:
        say(survey_words.nothing_surveyed(out))
    else:
        for figure in figures:
            say("\n".join(survey_words.report_lines(figure)))
    return ExitStatus.OK
