"""The grades' validation: the figures the benchmarks' README quotes, the greedy player's
recorded games they come from, and the figures made again from those.

The validation (``python tests/benchmarks/bench_grades.py validate``) lets the fixed greedy
player of ``tests/greedy.py`` play each of deals 1-1000 under each rules, and counts, grade
by grade, the deals and the ones it won. It takes minutes, so its outcome is kept deal by
deal in ``tests/data/greedy-wins.json`` (``validate --record`` writes it, ``validate
--check`` plays every deal again and holds the record and the README to what it finds),
and the tests make the figures again from the record and the shipped grade table at once,
and replay a sample of the greedy games.

Nothing here imports pytest, so the benchmark imports it too.
"""

from __future__ import annotations

import json
import math
import re
import textwrap
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from maze_solitaire.play.grades import GradeTable
from maze_solitaire.solver.answer import GRADES, Grade

ROOT: Final = Path(__file__).parent.parent
FIGURES_DOC: Final = ROOT / "tests" / "benchmarks" / "README.md"
"""Where the validation's figures are quoted, one table a rules."""
RECORD: Final = ROOT / "tests" / "data" / "greedy-wins.json"
"""The greedy player's outcome on each deal of the validation, a rules at a time."""

Figures = dict[Grade, tuple[int, int]]
"""By grade: how many deals, and how many of them the greedy player won."""

_ROW: Final = re.compile(
    r"\| `(?P<grade>easy|medium|hard|expert)` \| (?P<deals>\d+) \| (?P<won>\d+) "
    r"\((?P<share>\d+\.\d)%\) \|"
)


def quoted(rules: str, doc: Path = FIGURES_DOC) -> Figures:
    """The validation table ``doc`` gives for ``rules``, under its heading
    ``Validation, `rules```: deals and greedy wins a grade (each share checked against
    its counts, to the tenth of a per cent)."""
    text = doc.read_text(encoding="utf-8")
    section = text[text.index(f"Validation, `{rules}`") :]
    section = section[: section.index("\n\n", section.index("| `expert`"))]
    found: Figures = {}
    for row in _ROW.finditer(section):
        deals, won = int(row["deals"]), int(row["won"])
        if f"{won / deals:.1%}" != f"{row['share']}%":
            raise ValueError(f"{doc.name}, {rules}: {won} of {deals} is not {row['share']}%")
        found[row["grade"]] = (deals, won)  # type: ignore[index]  # the pattern's grades
    return found


def recorded(rules: str) -> tuple[range, frozenset[int]]:
    """The deals the record holds for ``rules``, and those the greedy player won."""
    kept = json.loads(RECORD.read_text(encoding="utf-8"))[rules]
    first, last = kept["deals"]
    return range(first, last + 1), frozenset(kept["won"])


def record(rules: str, deals: range, won: Iterable[int]) -> None:
    """Keep the greedy player's outcome on ``deals`` under ``rules`` (the other rules'
    records stay as they are)."""
    kept = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.exists() else {}
    kept[rules] = {"deals": [deals.start, deals.stop - 1], "won": sorted(won)}
    RECORD.write_text(_written(kept), encoding="utf-8")


def _written(kept: dict[str, dict[str, list[int]]]) -> str:
    """The record as JSON a person can read: a rules a block, the deals won wrapped."""
    parts = []
    for rules, held in sorted(kept.items()):
        won = textwrap.fill(", ".join(map(str, held["won"])), 88, initial_indent="      ",
                            subsequent_indent="      ")  # fmt: skip
        parts.append(
            f'  "{rules}": {{\n    "deals": {json.dumps(held["deals"])},\n'
            f'    "won": [\n{won}\n    ]\n  }}'
        )
    return "{\n" + ",\n".join(parts) + "\n}\n"


def figures(table: GradeTable, deals: range, won: frozenset[int]) -> Figures:
    """The validation's figures: each grade's deals (by ``table``), and those won."""
    counts: dict[Grade, list[int]] = {grade: [0, 0] for grade in GRADES}
    for number in deals:
        grade = table.grade(number)
        if grade is None:
            raise ValueError(f"deal {number} is not in the {table.variant.name} table")
        counts[grade][0] += 1
        counts[grade][1] += number in won
    return {grade: (deals_, won_) for grade, (deals_, won_) in counts.items()}


def figures_of(grades: dict[int, Grade], won: Iterable[int]) -> Figures:
    """The same figures from each deal's grade as found now, and the deals won."""
    wins = set(won)
    return {
        grade: (
            sum(found == grade for found in grades.values()),
            sum(found == grade and number in wins for number, found in grades.items()),
        )
        for grade in GRADES
    }


def z_easy_expert(found: Figures) -> float:
    """How many standard errors the easy deals' share won stands above the expert ones'
    (a two-proportion z)."""
    (easy, easy_won), (expert, expert_won) = found["easy"], found["expert"]
    pooled = (easy_won + expert_won) / (easy + expert)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / easy + 1 / expert))
    return (easy_won / easy - expert_won / expert) / spread

