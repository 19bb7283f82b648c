"""Solving a range of deals on a pool of processes, each answer kept as it comes.

Resumable by construction: the deals already in the results file are not
solved again, and each answer is committed the moment it arrives, so a kill
loses only the deals being solved then.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Final, NamedTuple

from maze_solitaire.engine import Game, MazeError, Move, Variant, deal, variant_named
from maze_solitaire.survey.results import Results, Row, SurveyError

LARGEST_DEAL: Final = 2**63 - 1
"""The results file keeps deal numbers as SQLite integers: a survey stops there."""
_RANGE: Final = re.compile(r"([0-9]+)(?:-([0-9]+))?")
_SHARD: Final = re.compile(r"([0-9]+)/([0-9]+)")


class DealBudget(NamedTuple):
    """What one deal may cost: expanded positions (the same on every machine), seconds."""

    max_nodes: int | None
    timeout: float | None
    polish: bool = False
    """Whether each line is polished (shorter, at some cost): not needed to know
    whether a deal can be won, and without it a census runs about three times faster."""

    def text(self) -> str:
        parts = []
        if self.max_nodes is not None:
            parts.append(f"max-nodes {self.max_nodes}")
        if self.timeout is not None:
            parts.append(f"timeout {self.timeout:g}")
        if self.polish:
            parts.append("polish")
        return ", ".join(parts)


class SurveyProgress(NamedTuple):
    done: int
    total: int
    solved: int
    gave_up: int
    seconds: float
    """Since this run began."""
    new: int
    """Deals solved by this run (the rest of ``done`` were in the file already)."""


def parse_range(text: str, variant: Variant) -> range:
    """``1-100000`` (or one number) as deals of ``variant``; raises :class:`SurveyError`."""
    found = _RANGE.fullmatch(text.strip())
    if not found or len(text.strip()) > 45:
        raise SurveyError(f"--deals {text!r}: write a range of deal numbers, e.g. 1-100000")
    first = int(found[1])
    last = int(found[2]) if found[2] is not None else first
    if last < first:
        raise SurveyError(f"--deals {text!r}: the range ends before it begins")
    for number in (first, last):
        variant.check_deal(number)
    if last > LARGEST_DEAL:
        raise SurveyError(f"--deals {text!r}: a survey reaches deal {LARGEST_DEAL} at most")
    return range(first, last + 1)


def parse_shard(text: str) -> tuple[int, int]:
    """``K/N``: the K-th of N shares (1 <= K <= N); raises :class:`SurveyError`."""
    found = _SHARD.fullmatch(text.strip())
    if not found or len(text.strip()) > 20 or not 1 <= int(found[1]) <= int(found[2]):
        raise SurveyError(f"--shard {text!r}: write K/N with 1 <= K <= N, e.g. 2/8")
    return int(found[1]), int(found[2])


def in_shard(deals: range, shard: tuple[int, int]) -> range:
    """Every N-th deal of ``deals``, the K-th first: the shares of N machines add up."""
    k, n = shard
    return deals[k - 1 :: n]


def solve_deal(task: tuple[str, int, DealBudget]) -> Row:
    """One deal's answer (in a worker process), its line replayed through the rules."""
    from maze_solitaire.solver.schedule import solve  # the search: in the workers only

    rules, number, budget = task
    variant = variant_named(rules)
    start = deal(number, variant)
    answer = solve(
        start, max_nodes=budget.max_nodes, timeout=budget.timeout, polish=budget.polish
    )
    game = Game(start, number)
    for move in answer.moves:
        game.play(move)  # checked by the rules: an illegal line raises here
    if answer.solved and not game.is_won():
        raise SurveyError(f"{rules} deal {number}: the solver's line does not win")
    return Row(
        rules,
        number,
        answer.result,
        len(answer.moves) if answer.solved else None,
        answer.lower_bound,
        answer.nodes,
        round(answer.seconds, 4),
        "; ".join(move.notation() for move in answer.moves),
        budget.text(),
    )


def replayed(rows: Iterable[Row], source: Path) -> Iterator[Row]:
    """``rows`` from another file, each checked as a survey checks its own: the rules and
    the deal real, and a solved deal's line replayed through the rules to a win of that
    length. Raises :class:`SurveyError` naming the first row that is not so."""
    for row in rows:
        try:
            variant = variant_named(row.rules)
            game = Game(deal(row.deal, variant), row.deal)
            moves = row.line.split("; ") if row.line else []
            for notation in moves:
                game.play(Move.parse(notation))
        except MazeError as error:
            raise SurveyError(f"{source}: {row.rules} deal {row.deal}: {error}") from None
        solved = row.result == "solved"
        if solved != game.is_won() or (solved and row.length != len(moves)) or (
            not solved and moves
        ):
            raise SurveyError(
                f"{source}: {row.rules} deal {row.deal}: its line does not bear out"
                f" its result ({row.result})"
            )
        yield row


def survey(
    out: Path,
    variant: Variant,
    deals: Sequence[int],
    budget: DealBudget,
    *,
    jobs: int,
    progress: Callable[[SurveyProgress], None] | None = None,
    again: bool = False,
) -> SurveyProgress:
    """Solve each of ``deals`` not yet in ``out`` (with ``again``, each of them anyway:
    a retry), keeping each answer as it comes; the last progress."""
    with Results(out, create=True) as results:
        known = set() if again else results.done(variant.name)
        already = sum(1 for number in known if number in deals) if known else 0
        pending = (number for number in deals if number not in known)  # lazily: 4e9 deals
        counts = _Counts(already, len(deals))
        started = time.monotonic()

        def report() -> SurveyProgress:
            return SurveyProgress(
                counts.done,
                counts.total,
                counts.solved,
                counts.gave_up,
                time.monotonic() - started,
                counts.new,
            )

        workers = min(jobs, len(deals) - already)
        for row in _answers(variant, pending, budget, workers):
            results.add([row])
            counts.count(row)
            if progress is not None:
                progress(report())
        return report()


class _Counts:
    def __init__(self, done: int, total: int):
        self.done, self.total, self.solved, self.gave_up, self.new = done, total, 0, 0, 0

    def count(self, row: Row) -> None:
        self.done += 1
        self.new += 1
        self.solved += row.result == "solved"
        self.gave_up += row.result == "gave-up"


def _answers(
    variant: Variant, pending: Iterator[int], budget: DealBudget, jobs: int
) -> Iterator[Row]:
    tasks = ((variant.name, number, budget) for number in pending)
    if jobs <= 1:
        yield from map(solve_deal, tasks)
        return
    import multiprocessing  # here: only a survey on several cores needs it

    with multiprocessing.Pool(jobs, initializer=_worker_starts) as pool:
        yield from pool.imap_unordered(solve_deal, tasks, chunksize=1)


def _worker_starts() -> None:
    """Ctrl-C is the survey's to handle (it stops the pool, and a rerun goes on):
    the workers, which share its terminal, leave it alone. A survey killed outright
    takes its workers with it."""
    import signal

    from maze_solitaire.processes import end_with_parent

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_parent()
