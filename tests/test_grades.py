"""Deals by difficulty: the measure is fixed and deterministic, the shipped tables are what
it computes, a deal of a grade is of that grade, and the grades say what they claim.

The figures the README quotes (grade counts and the greedy player's wins on deals
1-1000) are recomputed by the slow test at the end, from the measure itself.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from maze_solitaire.engine import (
    AISLERIOT,
    PYSOL,
    STANDARD,
    VARIANTS,
    Variant,
    deal,
    is_won,
    variant_named,
)
from maze_solitaire.play.grades import GradeTable, pack, table_of, table_path
from maze_solitaire.play.session import random_deal
from maze_solitaire.solver.answer import GRADE_VERSION, GRADES, NO_LINE_SCORE, Grade
from maze_solitaire.solver.grades import CUTS, MAX_NODES, grade_for, grade_of, score_of
from tests.commands import printed_by_hash_seed
from tests.greedy import greedy_wins
from tests.playing import winning_line

ROOT = Path(__file__).parent.parent

TABLE_RANGES = {"standard": (0, 20_000), "pysol": (1, 10_000), "aisleriot": (0, 10_000)}
"""The deals each shipped table covers, as the README says."""


def spread(first: int, last: int, count: int) -> list[int]:
    """``count`` deals spread evenly from ``first`` to ``last``, both ends among them."""
    return sorted({first + (last - first) * index // (count - 1) for index in range(count)})


# -- the measure -------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_the_measure_gives_the_same_score_and_nodes_every_time(rules: Variant) -> None:
    for number in (3, 17):
        first, again = grade_of(deal(number, rules)), grade_of(deal(number, rules))
        assert first == again
        assert 0 < first.nodes <= MAX_NODES[rules.name]  # a budget of positions, no clock


SOME_DEALS = ((5, "standard"), (21, "pysol"), (8, "aisleriot"), (2630462645, "standard"))
GRADE_SOME = f"""
import json
from maze_solitaire.engine import deal, variant_named
from maze_solitaire.solver.grades import grade_of
found = [grade_of(deal(n, variant_named(r))) for n, r in {SOME_DEALS!r}]
print(json.dumps([[g.grade, g.score, g.nodes] for g in found]))
"""


def test_the_measure_does_not_depend_on_hash_randomisation() -> None:
    answers = printed_by_hash_seed(GRADE_SOME)
    assert len(answers) == 1
    for (grade, score, _), (_, rules) in zip(json.loads(answers.pop()), SOME_DEALS, strict=True):
        assert grade == grade_for(score, variant_named(rules))


def test_a_score_is_the_length_of_a_line_that_wins() -> None:
    # The measure's line is no guess: it is as long as a win (48 cards less those that
    # stand where some win has them already, at the least).
    score, nodes = score_of(deal(1))
    assert 41 <= score < NO_LINE_SCORE and nodes <= MAX_NODES["standard"]
    won = deal(1)
    for move in winning_line(1):
        won = won.after_unchecked(move)
    assert is_won(won) and score_of(won) == (0, 1)


def test_a_score_at_a_cut_is_in_the_easier_grade() -> None:
    for rules in VARIANTS.values():
        cuts = CUTS[rules.name]
        assert list(cuts) == sorted(set(cuts))
        for grade, cut in zip(GRADES, cuts, strict=False):
            assert grade_for(cut, rules) == grade
            assert grade_for(cut + 1, rules) == GRADES[GRADES.index(grade) + 1]
        assert grade_for(0, rules) == "easy"
        assert grade_for(NO_LINE_SCORE, rules) == "expert"  # no line within the budget


# -- the tables shipped ------------------------------------------------------------------------


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_each_rules_has_its_table_over_the_range_the_readme_gives(rules: Variant) -> None:
    table = GradeTable.read(rules)
    assert table is not None, table_path(rules)
    assert (table.first, table.last) == TABLE_RANGES[rules.name]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first, last = TABLE_RANGES[rules.name]
    assert f"| `{rules.name}` | {first}–{last:,} |" in readme


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_the_table_holds_the_grades_the_measure_computes(rules: Variant) -> None:
    # A sample spread over the whole table, its ends among it (a slow test below takes a
    # wider one).
    table = table_of(rules)
    assert table is not None
    for number in spread(table.first, table.last, 9):
        assert table.grade(number) == grade_of(deal(number, rules)).grade, number


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_about_a_quarter_of_each_table_is_each_grade(rules: Variant) -> None:
    table = table_of(rules)
    assert table is not None
    for grade, count in table.counts().items():
        assert 0.2 < count / table.count < 0.3, (grade, count)


def test_a_table_file_reads_back_what_was_packed(tmp_path: Path) -> None:
    grades: list[Grade] = ["hard", "easy", "expert", "medium", "easy"]
    table_path(AISLERIOT, tmp_path).write_bytes(pack(AISLERIOT, 40, grades))
    table = GradeTable.read(AISLERIOT, tmp_path)
    assert table is not None and table.grades() == grades
    assert (table.first, table.last, table.grade(42), table.grade(45)) == (40, 44, "expert", None)
    assert GradeTable.read(PYSOL, tmp_path) is None  # none for these rules there


def test_a_table_of_another_version_or_rules_is_not_used(tmp_path: Path) -> None:
    packed = pack(STANDARD, 0, ["easy"])
    stale = packed.replace(b" %d " % GRADE_VERSION, b" %d " % (GRADE_VERSION + 1), 1)
    table_path(STANDARD, tmp_path).write_bytes(stale)
    assert GradeTable.read(STANDARD, tmp_path) is None  # every grade is searched instead
    table_path(STANDARD, tmp_path).write_bytes(packed.replace(b"standard", b"pysol"))
    assert GradeTable.read(STANDARD, tmp_path) is None
    table_path(STANDARD, tmp_path).write_bytes(packed[:-1])  # cut short
    assert GradeTable.read(STANDARD, tmp_path) is None


# -- a deal of a grade ---------------------------------------------------------------------------


def test_a_deal_of_a_grade_is_drawn_among_that_grade_s_deals_only() -> None:
    table = GradeTable(STANDARD, 10, 6, pack(STANDARD, 10, ["easy", "hard"] * 3).split(b"\n")[1])
    draws = iter(range(6))  # 10 easy, 11 hard, 12 easy, ...: drawn in turn
    assert table.deal_of("hard", lambda span: next(draws)) == 11
    assert table.deal_of("hard", lambda span: next(draws)) == 13  # 12 was easy: drawn again
    assert table.deal_of("expert", lambda span: 0) is None  # the table has none


@pytest.mark.parametrize("grade", GRADES)
def test_n_of_a_grade_deals_a_deal_of_that_grade(grade: Grade) -> None:
    for rules in (STANDARD, PYSOL):
        game = random_deal(rules, grade)
        table = table_of(rules)
        assert table is not None and game.deal_number is not None
        assert table.grade(game.deal_number) == grade
        assert game.variant is rules


def test_a_grade_is_read_by_name_in_any_case() -> None:
    from maze_solitaire.solver.answer import grade_named

    assert [grade_named(name) for name in ("EASY", " hard ", "any", "")] == [
        "easy", "hard", None, None,
    ]  # fmt: skip


# -- what the grades claim ------------------------------------------------------------------------

README_FIGURES = re.compile(
    r"\| `(?P<grade>easy|medium|hard|expert)` \| (?P<deals>\d+) \| (?P<won>\d+) "
    r"\((?P<share>\d+\.\d)%\) \|"
)


def readme_figures(rules: str) -> dict[str, tuple[int, int]]:
    """The validation table the README gives for ``rules``: deals and greedy wins a grade."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index(f"Validation, `{rules}`") :]
    section = section[: section.index("\n\n", section.index("| `expert`"))]
    return {
        found["grade"]: (int(found["deals"]), int(found["won"]))
        for found in README_FIGURES.finditer(section)
    }


@pytest.mark.slow
@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_the_table_holds_the_measure_s_grades_over_a_wider_sample(rules: Variant) -> None:
    table = table_of(rules)
    assert table is not None
    sample = spread(table.first, table.last, 120)
    assert [n for n in sample if table.grade(n) != grade_of(deal(n, rules)).grade] == []


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["standard", "pysol", "aisleriot"])
def test_the_readme_s_validation_figures_are_the_measure_s(rules: str) -> None:
    # Deals 1-1000, which no cut was chosen on: how many of each grade (roughly a
    # quarter each), and how many the fixed greedy player won: clearly more of the
    # easy deals than of the expert ones. The grades are the table's, which holds the
    # measure's (the tests above).
    variant = variant_named(rules)
    table = table_of(variant)
    assert table is not None
    by_grade: dict[str, list[bool]] = {grade: [] for grade in GRADES}
    for number in range(1, 1001):
        grade = table.grade(number)
        assert grade is not None
        by_grade[grade].append(greedy_wins(deal(number, variant)))
    figures = {grade: (len(wins), sum(wins)) for grade, wins in by_grade.items()}
    assert figures == readme_figures(rules)
    for count, _ in figures.values():
        assert 200 <= count <= 300  # roughly a quarter each
    easy, expert = by_grade["easy"], by_grade["expert"]
    easy_share, expert_share = sum(easy) / len(easy), sum(expert) / len(expert)
    pooled = (sum(easy) + sum(expert)) / (len(easy) + len(expert))
    spread = math.sqrt(pooled * (1 - pooled) * (1 / len(easy) + 1 / len(expert)))
    assert easy_share - expert_share >= 0.1
    assert (easy_share - expert_share) / spread > 3  # not chance: over 3 standard errors
