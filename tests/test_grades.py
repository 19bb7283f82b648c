"""Deals by difficulty: the measure is fixed and deterministic, the shipped tables are what
it computes, a deal of a grade is of that grade, and the grades say what they claim.

The figures the documents quote (the cut points, the tables' ranges, and the validation:
grade counts and the greedy player's wins on deals 1-1000) are checked at the end: the
validation's from the greedy player's record and the shipped tables, with a sample of its
games played again (``bench_grades.py validate --check`` plays them all).
"""

from __future__ import annotations

import json
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
from tests import validation
from tests.commands import printed_by_hash_seed
from tests.greedy import greedy_wins
from tests.playing import winning_line

ROOT = Path(__file__).parent.parent
SOLVER_DOC = ROOT / "maze_solitaire/solver/README.md"
"""Where the grades are described: their cut points and the tables shipped."""

TABLE_RANGES = {"standard": (0, 20_000), "pysol": (1, 10_000), "aisleriot": (0, 10_000)}
"""The deals each shipped table covers, as the solver's README says."""


def spread(first: int, last: int, count: int) -> list[int]:
    """``count`` deals spread evenly from ``first`` to ``last``, both ends among them."""
    return sorted({first + (last - first) * index // (count - 1) for index in range(count)})


# -- the measure -------------------------------------------------------------------------------


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
def test_each_rules_has_its_table_over_the_range_the_documents_give(rules: Variant) -> None:
    table = GradeTable.read(rules)
    assert table is not None, table_path(rules)
    assert (table.first, table.last) == TABLE_RANGES[rules.name]
    text = SOLVER_DOC.read_text(encoding="utf-8")
    first, last = TABLE_RANGES[rules.name]
    assert f"| `{rules.name}` | {first}–{last:,} |" in text


def test_the_cut_points_are_the_ones_the_documents_give() -> None:
    text = SOLVER_DOC.read_text(encoding="utf-8")
    for rules, (easy, medium, hard) in CUTS.items():
        row = re.search(rf"^\| {rules} \| up to (\d+)[^|]*\| (\d+)–(\d+) \| (\d+)–(\d+) \| "
                        rf"(\d+) or more", text, re.MULTILINE)  # fmt: skip
        assert row is not None, rules
        assert [int(n) for n in row.groups()] == [
            easy, easy + 1, medium, medium + 1, hard, hard + 1
        ], rules


MEASURED: dict[str, dict[int, tuple[int, int]]] = {
    "standard": {
        0: (60, 67), 2500: (88, 6758), 5000: (83, 576), 7500: (83, 2832), 10000: (74, 880),
        12500: (71, 313), 15000: (63, 125), 17500: (63, 143), 20000: (68, 163),
        55: (999, 12_000),
        49: (64, 152), 54: (65, 96), 89: (73, 1893), 4: (74, 143), 34: (84, 274), 150: (85, 507),
    },
    "pysol": {
        1: (76, 215), 1250: (999, 6000), 2500: (55, 79), 3750: (74, 355), 5000: (74, 2776),
        6250: (66, 154), 7500: (58, 69), 8750: (48, 49), 10000: (71, 119),
        11: (60, 1621), 24: (61, 67), 26: (67, 335), 4: (68, 88), 64: (77, 153),
    },
    "aisleriot": {
        0: (54, 61), 1250: (62, 375), 2500: (72, 7799), 3750: (59, 176), 5000: (61, 79),
        6250: (72, 233), 7500: (58, 71), 8750: (57, 59), 10000: (70, 1389),
        62: (999, 12_000),
        47: (57, 62), 24: (58, 94), 63: (63, 129), 5: (64, 104), 14: (71, 124),
    },
}  # fmt: skip
"""For each rules, deals of its table and the measure's score and positions expanded on
each: nine spread over the table, its ends among them; one the search does not win within
its budget (pysol's nine have one); and, for each cut point, a deal scored at it and one
just above it (deal 1 of pysol, and 10000 of aisleriot, stand at a cut already)."""


def test_the_sample_is_spread_over_each_table_and_stands_at_its_cuts() -> None:
    for rules, measured in MEASURED.items():
        first, last = TABLE_RANGES[rules]
        assert set(spread(first, last, 9)) <= set(measured)
        assert NO_LINE_SCORE in {score for score, _ in measured.values()}
        at = {score for score, _ in measured.values()}
        assert all({cut, cut + 1} <= at for cut in CUTS[rules]), rules


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_the_table_holds_the_grades_the_measure_computes(rules: Variant) -> None:
    # The sample catches what grading a whole table again would (bench_grades.py table
    # --check): a measure changed but the table not made again (any change to its search
    # or budget changes the positions expanded, pinned here, on deals that search more
    # than a few; a changed budget shows on the deal that spends all of it); cut points
    # moved (a deal at each cut and one above it change grade when a cut moves either
    # way); a table made from other deals or rules, or shifted by a deal (a grade matches
    # another deal's only by chance, about one time in four, on each of the sixteen).
    # And the measure is the same every run, in every process: a budget of positions, no
    # clock.
    table = table_of(rules)
    assert table is not None
    for number, (score, nodes) in MEASURED[rules.name].items():
        found = grade_of(deal(number, rules))
        assert (found.score, found.nodes) == (score, nodes), number
        assert 0 < nodes <= MAX_NODES[rules.name]
        assert table.grade(number) == found.grade == grade_for(score, rules), number


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
#
# The validation (tests/benchmarks/README.md): the fixed greedy player of tests/greedy.py
# plays each of deals 1-1000, which no cut was chosen on, and wins clearly more of the easy
# deals than of the expert ones. Playing them all takes minutes (bench_grades.py validate
# --check does); its outcome on each deal is kept in tests/data/greedy-wins.json. The
# figures the README quotes are made again here from that record and the shipped table,
# whole; and a sample of the games is played again, to hold the record to the player.


@pytest.mark.parametrize("rules", list(VARIANTS), ids=list(VARIANTS))
def test_the_validation_figures_are_the_table_s_grades_and_the_recorded_wins(rules: str) -> None:
    # Catches, on every deal: figures quoted that are not what the table and the record
    # make (a table made again, cut points moved, a record played again, an edit), and a
    # claim that no longer holds.
    table = table_of(variant_named(rules))
    assert table is not None
    deals, won = validation.recorded(rules)
    assert deals == range(1, 1001)
    figures = validation.figures(table, deals, won)
    assert figures == validation.quoted(rules)
    for count, _ in figures.values():
        assert 200 <= count <= 300  # roughly a quarter each
    (easy, easy_won), (expert, expert_won) = figures["easy"], figures["expert"]
    assert easy_won / easy - expert_won / expert >= 0.1
    assert validation.z_easy_expert(figures) > 3  # not chance: over 3 standard errors


LONG_GAMES = {
    "standard": (3, 30, 84, 106),
    "pysol": (35, 50, 103, 107),
    "aisleriot": (32, 36, 41, 155),
}
"""Deals whose greedy game runs past 200 moves: where a change to how long it may play
shows first."""


@pytest.mark.parametrize("rules", list(VARIANTS), ids=list(VARIANTS))
def test_the_greedy_player_wins_as_recorded_on_a_sample(rules: str) -> None:
    # The record is the player's: sixteen deals spread over 1-1000 and four long games are
    # played again. Any change to the player or to what it is led by (the engine's moves
    # and their order, the lower bound, the measure's tables aside) changes the course of
    # most games, and the outcome of many: breaking ties the other way changed it on 19%
    # (aisleriot) to 45% (pysol) of deals 1-200, forgetting the positions it has stood in
    # on 50-80%, so that sixteen deals miss such a change about one time in thirty (under
    # aisleriot) or far less often. A shorter limit of moves (200, not 300) changed 3-7%,
    # the long games, which the sample holds.
    variant = variant_named(rules)
    _, won = validation.recorded(rules)
    sample = [*spread(1, 1000, 16), *LONG_GAMES[rules]]
    played = {number for number in sample if greedy_wins(deal(number, variant))}
    assert played == won & set(sample)
