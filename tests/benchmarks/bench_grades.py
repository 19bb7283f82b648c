"""The deals' grades: their cost, their cut points, their validation, and the shipped table.

Run from the checkout (each deal's grade is computed afresh, on ``--jobs`` processes)::

    python tests/benchmarks/bench_grades.py validate --deals 1-1000 [--rules R] [--jobs 2]
    python tests/benchmarks/bench_grades.py validate --deals 1-1000 --rules R --check
    python tests/benchmarks/bench_grades.py calibrate --deals 1001-3000 [--rules R]
    python tests/benchmarks/bench_grades.py table --deals 1-100000 --rules R --scores F.txt
    python tests/benchmarks/bench_grades.py table --deals 0-20000 --rules R --check [--every N]

``validate`` grades each deal and lets the fixed greedy player of ``tests/greedy.py`` play
it, then prints how many deals each grade has and the share of them the greedy player won
(``tests/benchmarks/README.md`` quotes these figures for deals 1-1000, which played no part
in choosing the measure or its cuts), and what a grade costs: the positions its search
expanded and its processor time (median, p95, max). With ``--record`` it keeps each deal's
outcome in ``tests/data/greedy-wins.json``, which the tests make the figures from; with
``--check`` it holds what it found to that record, to the shipped table and to the
README's figures, and exits 1 on any difference. ``calibrate`` prints the cut points that
split the scores of the deals given into four parts as near a quarter each as their ties
allow (how :data:`CUTS` were chosen, on deals 1001-3000). ``table`` writes the table the
package ships (``maze_solitaire/data/grades-R.bin``), keeping each score in ``--scores``
as it comes, so that a run stopped half-way goes on where it was; with ``--check`` it
writes nothing and holds the shipped table to the grades the measure computes now, on
every ``--every``-th deal of those given. Without ``--check`` it asserts nothing: the
figures are read.
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Iterator
from multiprocessing import Pool
from pathlib import Path

# Measure this checkout, not whatever copy of the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from maze_solitaire.engine import STANDARD, Variant, deal, variant_named
from maze_solitaire.play.grades import pack, table_of, table_path
from maze_solitaire.solver.answer import GRADES, NO_LINE_SCORE, Grade
from maze_solitaire.solver.grades import CUTS, MAX_NODES, grade_for, score_of
from tests import validation
from tests.greedy import greedy_wins

Scored = tuple[int, int, int, float]
"""A deal's number, its score, the positions its search expanded, and the seconds of
processor time it took."""


def scored(task: tuple[int, str]) -> Scored:
    number, rules = task
    started = time.process_time()
    score, nodes = score_of(deal(number, variant_named(rules)))
    return number, score, nodes, time.process_time() - started


def played(task: tuple[int, str]) -> tuple[Scored, bool]:
    number, rules = task
    return scored(task), greedy_wins(deal(number, variant_named(rules)))


def deals(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def costs(rows: list[Scored]) -> None:
    """What a grade cost: positions expanded and processor seconds."""
    nodes = [float(row[2]) for row in rows]
    seconds = [row[3] for row in rows]
    unsolved = sum(row[1] == NO_LINE_SCORE for row in rows)
    print(
        f"positions expanded: median {statistics.median(nodes):,.0f}, "
        f"p95 {percentile(nodes, 0.95):,.0f}, max {max(nodes):,.0f}; "
        f"{unsolved} deal(s) not won within the budget"
    )
    print(
        f"processor seconds: median {statistics.median(seconds):.3f}, "
        f"p95 {percentile(seconds, 0.95):.3f}, max {max(seconds):.3f}"
    )


def validate(numbers: range, rules: Variant, jobs: int, keep: bool, check: bool) -> bool:
    tasks = [(number, rules.name) for number in numbers]
    with Pool(jobs) as pool:
        results = pool.map(played, tasks, chunksize=8)
    print(
        f"{rules.name} deals {numbers.start}-{numbers.stop - 1}: cuts {CUTS[rules.name]}, "
        f"budget {MAX_NODES[rules.name]:,} positions; Python {sys.version.split()[0]}"
    )
    grades = {row[0]: grade_for(row[1], rules) for row, _ in results}
    won = frozenset(row[0] for row, wins in results if wins)
    found = validation.figures_of(grades, won)
    for grade, (count, wins) in found.items():
        share = wins / count if count else math.nan
        print(f"{grade:7} {count:5} deals, greedy player won {wins:4} ({share:.1%})")
    print(f"easy against expert: z = {validation.z_easy_expert(found):.1f}")
    costs([row for row, _ in results])
    if keep:
        validation.record(rules.name, numbers, won)
        print(f"kept in {validation.RECORD}")
    return not check or checked(rules, numbers, grades, won, found)


def checked(
    rules: Variant,
    numbers: range,
    grades: dict[int, Grade],
    won: frozenset[int],
    found: validation.Figures,
) -> bool:
    """Whether what the validation found now is what the record, the shipped table and
    the README say (each difference printed)."""
    differences = []
    deals, kept = validation.recorded(rules.name)
    if deals != numbers:
        differences.append(f"the record holds deals {deals.start}-{deals.stop - 1}")
    elif kept != won:
        differences.append(f"the greedy player's outcome differs on {sorted(kept ^ won)}")
    table = table_of(rules)
    stale = [n for n in numbers if table is None or table.grade(n) != grades[n]]
    if stale:
        differences.append(f"the shipped table's grade differs on {stale}")
    quoted = validation.quoted(rules.name)
    if quoted != found:
        differences.append(f"{validation.FIGURES_DOC.name} quotes {quoted}")
    for difference in differences:
        print(f"check: {difference}")
    print("check: " + ("FAILED" if differences else "the record, the table and the README agree"))
    return not differences


def calibrate(numbers: range, rules: Variant, jobs: int) -> None:
    with Pool(jobs) as pool:
        rows = pool.map(scored, [(number, rules.name) for number in numbers], chunksize=8)
    scores = sorted(row[1] for row in rows)
    cuts = tuple(quartile_cut(scores, quarter / 4) for quarter in (1, 2, 3))
    print(f"{rules.name} deals {numbers.start}-{numbers.stop - 1}: cuts {cuts}")
    for grade in GRADES:
        count = sum(grade_for(score, rules) == grade for score in scores)
        print(f"{grade:7} {count:5} deals with the cuts in the package, {CUTS[rules.name]}")
    costs(rows)


def quartile_cut(scores: list[int], share: float) -> int:
    """The score at or under which the share of ``scores`` (sorted) comes nearest
    ``share``: many deals have the same score, so a cut falls between two scores, on the
    side that splits the deals more evenly (the lower on a tie)."""
    candidates = sorted(set(scores))
    return min(
        candidates,
        key=lambda cut: (abs(sum(score <= cut for score in scores) / len(scores) - share), cut),
    )


def read_scores(path: Path) -> dict[int, Scored]:
    kept: dict[int, Scored] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            words = line.split()
            if len(words) == 4:  # (a run killed may have left half a line)
                number, score, nodes, seconds = words
                kept[int(number)] = (int(number), int(score), int(nodes), float(seconds))
    return kept


def table(numbers: range, rules: Variant, jobs: int, scores: Path, out: Path) -> None:
    kept = read_scores(scores)
    missing = [(number, rules.name) for number in numbers if number not in kept]
    with Pool(jobs) as pool, scores.open("a") as keep:
        for row in pool.imap(scored, missing, chunksize=32):
            kept[row[0]] = row
            keep.write(" ".join(str(value) for value in row) + "\n")
    grades: Iterator[Grade] = (grade_for(kept[number][1], rules) for number in numbers)
    out.write_bytes(pack(rules, numbers.start, grades))
    print(f"{out}: {rules.name} deals {numbers.start}-{numbers.stop - 1}")
    for grade in GRADES:
        count = sum(grade_for(kept[number][1], rules) == grade for number in numbers)
        print(f"{grade:7} {count:6} deals ({count / len(numbers):.1%})")
    costs([kept[number] for number in numbers])


def table_checked(numbers: range, rules: Variant, jobs: int, every: int) -> bool:
    """Whether the shipped table holds the grade the measure computes now for every
    ``every``-th deal of ``numbers`` (each difference printed)."""
    shipped = table_of(rules)
    if shipped is None:
        print(f"check: no table for {rules.name}")
        return False
    sample = [(number, rules.name) for number in numbers[::every]]
    with Pool(jobs) as pool:
        rows = pool.map(scored, sample, chunksize=8)
    wrong = [row[0] for row in rows if shipped.grade(row[0]) != grade_for(row[1], rules)]
    print(f"{rules.name}: {len(rows)} deals of the table graded again; different: {wrong}")
    costs(rows)
    return not wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("action", choices=("validate", "calibrate", "table"))
    parser.add_argument("--deals", type=deals, default=deals("1-1000"), help="A-B")
    parser.add_argument("--rules", type=variant_named, default=STANDARD)
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--scores", type=Path, help="table: each score kept here as it comes")
    parser.add_argument("--out", type=Path, help="table: the file (default: the package's)")
    parser.add_argument("--record", action="store_true", help="validate: keep each outcome")
    parser.add_argument(
        "--check", action="store_true", help="validate, table: hold what is kept to it, exit 1"
    )
    parser.add_argument("--every", type=int, default=1, help="table --check: every N-th deal")
    args = parser.parse_args()
    ok = True
    if args.action == "validate":
        ok = validate(args.deals, args.rules, args.jobs, args.record, args.check)
    elif args.action == "calibrate":
        calibrate(args.deals, args.rules, args.jobs)
    elif args.check:
        ok = table_checked(args.deals, args.rules, args.jobs, args.every)
    else:
        if args.scores is None:
            parser.error("table needs --scores FILE, to keep the scores as they come")
        out = args.out or table_path(args.rules)
        table(args.deals, args.rules, args.jobs, args.scores, out)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
