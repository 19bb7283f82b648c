"""A census in words: the progress line, the report's table, its CSV."""

from __future__ import annotations

from maze_solitaire.survey.report import Census, Spread
from maze_solitaire.survey.run import SurveyProgress
from maze_solitaire.words.common import duration, plural

CSV_COLUMNS = (
    "rules,deals,first,last,solved,gave_up,unwinnable,win_rate,wilson_low,wilson_high,"
    "length_median,length_p95,length_max,bound_median,ratio_median,seconds"
)


NAME_THE_DEALS = (
    "survey: name the deals to solve, e.g. 'maze-solitaire survey --deals 1-1000'"
    " (a census runs on every core and writes survey.sqlite3 here, or --out F)"
)
"""A run with no ``--deals``: a census is too big a thing to start by accident."""


def nothing_surveyed(out: object) -> str:
    """What ``report`` says of a results file that holds no deals yet."""
    return f"{out}: no deals surveyed yet (a run adds them: survey --deals A-B --out {out})"


def nothing_to_retry(held: Census, out: object) -> str:
    """What ``retry`` says when no deal was given up on: what the file holds."""
    if not held.deals:
        return f"nothing to retry: {out} holds no {held.rules} deals"
    settled = [f"{held.solved:,} solved"]
    if held.unwinnable:
        settled.append(f"{held.unwinnable:,} unwinnable")
    every = "the one deal" if held.deals == 1 else f"all {held.deals:,} deals"
    return (
        f"nothing to retry: {every} of {held.rules} in {out}"
        f" {'is' if held.deals == 1 else 'are'} settled ({', '.join(settled)})"
    )


STOPPED = "\nstopped: every deal answered is kept; run the same command to go on"


def progress_line(progress: SurveyProgress) -> str:
    """``12,345/100,000 deals · 41.2/s · 35:12 left · 12,340 solved, 5 gave up``."""
    rate = progress.new / progress.seconds if progress.seconds > 0 else 0.0
    left = (progress.total - progress.done) / rate if rate > 0 else 0.0
    return (
        f"{progress.done:,}/{progress.total:,} deals, {rate:.1f}/s, {duration(left)} left;"
        f" {progress.solved:,} solved, {progress.gave_up:,} gave up"
    )


def summary_line(progress: SurveyProgress, rules: str, out: object) -> str:
    """What a run leaves when it ends: what it did, and where."""
    return (
        f"{rules}: {plural(progress.new, 'deal')} surveyed now ({progress.solved:,} solved,"
        f" {progress.gave_up:,} gave up), {progress.done:,} of {progress.total:,} in {out}"
    )


def _spread(found: Spread | None, form: str = "g") -> str:
    if found is None:
        return "-"
    return (
        f"median {format(found.median, form)}, p95 {format(found.p95, form)},"
        f" min {format(found.least, form)}, max {format(found.most, form)}"
    )


def report_lines(census: Census) -> list[str]:
    """The table ``survey report`` prints for one variant."""
    if not census.deals:
        return [f"{census.rules}: no deals surveyed in this file"]
    low, high = census.interval
    share = census.solved / census.deals
    return [
        f"{census.rules}: deals {census.first}-{census.last} ({census.deals:,} surveyed)",
        f"  solved            {census.solved:,} ({share:.4%})",
        f"  gave up           {census.gave_up:,} (counted as not won)",
        f"  proven unwinnable {census.unwinnable:,}",
        f"  win rate, 95%     {low:.4%} to {high:.4%} (Wilson; n = every deal surveyed)",
        f"  line length       {_spread(census.length)}",
        f"  lower bound       {_spread(census.lower_bound)}",
        f"  length / bound    {_spread(census.ratio, '.2f')}",
        f"  solving time      {duration(census.seconds)} on one core",
    ]


def csv_row(census: Census) -> str:
    low, high = census.interval
    length, bound, ratio = census.length, census.lower_bound, census.ratio
    values = [
        census.rules,
        census.deals,
        census.first if census.first is not None else "",
        census.last if census.last is not None else "",
        census.solved,
        census.gave_up,
        census.unwinnable,
        f"{census.solved / census.deals:.6f}" if census.deals else "",
        f"{low:.6f}",
        f"{high:.6f}",
        *(
            ("", "", "")
            if length is None
            else (f"{length.median:g}", f"{length.p95:g}", f"{length.most:g}")
        ),
        "" if bound is None else f"{bound.median:g}",
        "" if ratio is None else f"{ratio.median:.4f}",
        f"{census.seconds:.1f}",
    ]
    return ",".join(str(value) for value in values)
