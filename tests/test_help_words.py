"""Each variant's help says its own rules and no other's: the full-screen help at several
sizes, the text mode's ``help`` and ``rules`` through the real command, the welcome and the
manual."""

from __future__ import annotations

from pathlib import Path

import pytest

import maze_solitaire
from maze_solitaire.engine import AISLERIOT, PYSOL, STANDARD, VARIANTS, Game, Variant
from maze_solitaire.fullscreen.render import render
from maze_solitaire.shell.manual import escaped
from maze_solitaire.words.variants import words_of
from tests.commands import text_game
from tests.documents import DOCUMENTS
from tests.sessions import full_screen
from tests.words_seen import help_pages, manual

FALSE_UNDER: dict[Variant, tuple[str, ...]] = {
    STANDARD: (
        "does not run on",
        "r6c9 is the end",
        "any Queen before",
        "Queen may go left",
        "at r1c1 takes any Ace",
        "12 places in a row",
        "between runs",
        "no gap inside",
    ),
    PYSOL: (
        "Gaps may end up anywhere",
        "even inside a run",
        "does not run on",
        "r6c9 is the end",
        "any Queen before",
        "Queen may go left",
        "at r1c1 takes any Ace",
        "the first card read is an Ace",
        "reading from the top left",
    ),
    AISLERIOT: (
        "r6c9 runs on into r1c1",
        "one ring",
        "nothing goes before an Ace",
        "12 places in a row",
        "between runs",
        "no gap inside",
        "wraps",
    ),
}
"""For each variant, statements that are false under it (each true under another)."""


def said(text: str) -> str:
    """Text as read: the lines run together, one space between words."""
    return " ".join(text.split())


def assert_true_of(variant: Variant, text: str, where: str) -> None:
    for statement in FALSE_UNDER[variant]:
        assert statement.lower() not in said(text).lower(), (variant.name, where, statement)


def test_every_false_statement_is_said_of_some_other_variant() -> None:
    # The lists hold real claims, each the rule of another variant, not words nobody says.
    for variant, statements in FALSE_UNDER.items():
        others = " ".join(
            said(
                " ".join(
                    (*words_of(other).rules(), words_of(other).origin, *words_of(other).welcome)
                )
            )
            for other in VARIANTS.values()
            if other is not variant
        )
        for statement in statements:
            if statement != "wraps":  # the key help's word for the ring
                assert statement.lower() in others.lower(), (variant.name, statement)


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=VARIANTS.keys())
@pytest.mark.parametrize("size", [(40, 12), (80, 24), (160, 50)])
def test_the_full_screen_help_states_no_other_variant_s_rule(
    variant: Variant, size: tuple[int, int]
) -> None:
    front = full_screen(Game.from_deal(1, variant), welcome=True)
    assert_true_of(variant, "\n".join(render(front.view(), *size).text()), "the welcome")
    pages = help_pages(front, *size)
    assert_true_of(variant, "\n".join(pages), f"help at {size}")
    for paragraph in words_of(variant).rules():
        assert said(paragraph) in said(
            " ".join(" ".join(page.splitlines()[2:-1]) for page in pages)
        )


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=VARIANTS.keys())
def test_the_text_mode_s_help_and_rules_state_no_other_variant_s_rule(
    variant: Variant, tmp_path: Path
) -> None:
    status, lines = text_game(
        "--rules", variant.name, "--deal", "1", commands="help\nrules\nquit\n", home=tmp_path
    )
    assert status == 0
    assert_true_of(variant, "\n".join(lines), "text mode")
    for paragraph in words_of(variant).rules():
        assert paragraph in lines


def test_the_manual_gives_each_variant_s_rules_whole_under_its_own_name() -> None:
    text = said(manual().replace("\\-", "-").replace("\\(aq", "'"))
    for variant in VARIANTS.values():
        for paragraph in words_of(variant).rules():
            assert said(paragraph) in text, (variant.name, paragraph[:40])


ROOT = Path(__file__).parent.parent
PACKAGE = Path(maze_solitaire.__file__).parent
RULE_BOOK = "maze_solitaire/engine/RULES.md"
"""The project's rule book, beside the engine (in the checkout and the sdist)."""
OUTSIDE = ("shared" + " folder", "../" + "shared")
"""Pointers out of the project, to a rule book it does not carry (spelt in pieces, so that
this file passes its own test)."""


def project_files() -> list[Path]:
    """Every file of the project a reader may open: the documents, the package (its manual
    too), the tests, the build and CI files (not the grade tables: two bits a deal)."""
    found = [ROOT / path for path in DOCUMENTS] + [ROOT / "pyproject.toml"]
    found += [path for path in (ROOT / ".ci").glob("*") if path.is_file()]
    found += sorted((ROOT / "tests").rglob("*.py"))
    found += sorted(PACKAGE.rglob("*.py")) + sorted((PACKAGE / "data").glob("*"))
    return [path for path in found if path.is_file() and path.suffix != ".bin"]


def test_nothing_in_the_project_points_to_a_rule_book_outside_it() -> None:
    # A rule book named is the project's own, by its place in the project.
    named = "RULES" + ".md"
    found = [
        f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {text}"
        for path in project_files()
        for text in (*OUTSIDE, named)
        if text in path.read_text(encoding="utf-8").replace(RULE_BOOK, "").replace(
            "engine/" + named, ""
        )
    ]
    assert found == []
    assert (ROOT / RULE_BOOK).is_file()


def test_the_rule_book_gives_each_variant_whole_with_worked_examples() -> None:
    book = (ROOT / RULE_BOOK).read_text(encoding="utf-8")
    for name in VARIANTS:
        section = book[book.index(f"\n## `{name}`") :]
        section = section[: section.find("\n## ", 1)]
        for part in ("**Deal:**", "**Moves:**", "**Win:**", "**Worked examples**"):
            assert part in section, (name, part)
    manual_text = manual()
    assert "rule book" in said(manual_text) and escaped(RULE_BOOK) in manual_text
