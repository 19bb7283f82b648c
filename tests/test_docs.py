"""The documents' examples hold: every command shown with its output prints that output,
every command shown without one is one the command line takes, every JSON shape given
as keys is the command's, and the rule book's worked examples are the engine's moves.

The conventions are in ``tests/documents.py`` (and, for writers, ``tests/README.md``).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from maze_solitaire.cli.parser import parse
from maze_solitaire.engine import NO_SLOT, Card, Variant, fillers, parse_slot, variant_named
from maze_solitaire.places import CONFIG_VARIABLE, HOME_VARIABLE
from tests import documents
from tests.documents import NOT_RUN, SLOW, Block, commands_of, examples, keys_claimed
from tests.positions import with_neighbours

BLOCKS = documents.every_block()
CONSOLE = [block for block in BLOCKS if block.info == "console"]


def environment(folder: Path) -> dict[str, str]:
    """What a command of a document runs with: the installed command first on the path
    (beside this Python), its saved games and config file in ``folder``, a UTF-8 locale,
    a width of 80, and nothing of the player's terminal or settings."""
    kept = {name: os.environ[name] for name in ("PATH", "HOME", "SYSTEMROOT") if name in os.environ}
    return {
        **kept,
        "PATH": os.pathsep.join([str(Path(sys.executable).parent), kept.get("PATH", "")]),
        "LC_ALL": "C.UTF-8",
        "COLUMNS": "80",
        "TERM": "dumb",
        HOME_VARIABLE: str(folder / "home"),
        CONFIG_VARIABLE: str(folder / "config.toml"),
    }


def shell(command: str, folder: Path) -> str:
    """What ``command`` prints, standard output and error together, run by bash in
    ``folder`` with nothing on its standard input."""
    done = subprocess.run(
        ["bash", "-c", command],
        cwd=folder,
        env=environment(folder),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=60,
        check=False,
    )
    return done.stdout


def test_the_documents_are_all_there_and_say_what_they_run() -> None:
    assert all((documents.ROOT / path).is_file() for path in documents.DOCUMENTS)
    assert [block.name for block in CONSOLE if examples(block) == []] == []
    # A command whose output is shown outside a console block would go unchecked.
    outside = [b.name for b in BLOCKS if b.info != "console" and any(
        line.startswith("$ ") for line in b.lines
    )]  # fmt: skip
    assert outside == []
    marked = [documents.marker(block, NOT_RUN) for block in CONSOLE]
    assert "" not in marked  # every block not run says why


def tiers(block: Block) -> list[pytest.MarkDecorator]:
    return [pytest.mark.slow] if documents.marker(block, SLOW) else []


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(block, id=block.name, marks=tiers(block))
        for block in CONSOLE
        if documents.marker(block, NOT_RUN) is None
    ],
)
def test_each_console_example_prints_what_the_document_says(block: Block, tmp_path: Path) -> None:
    for example in examples(block):
        printed = shell(example.command, tmp_path)
        assert documents.printed_as_said(printed, example.printed), (
            f"{block.name}: $ {example.command}\nprinted:\n{printed}"
        )


def test_every_command_shown_is_one_the_command_line_takes() -> None:
    # The commands of a console block that runs are run (an error shown is meant there);
    # those of a block not run, and of sh blocks, are read by the real parser.
    shown = [
        (block.name, words)
        for block in BLOCKS
        if block.info == "sh" or documents.marker(block, NOT_RUN) is not None
        for line in block.lines
        if block.info == "sh" or line.startswith("$ ")
        for words in commands_of(line.removeprefix("$ "))
    ]
    assert shown  # and the reading finds them as the shell would:
    assert commands_of('A=1 maze-solitaire solve "x y" --json | head -3 > f  # c') == [
        ["solve", "x y", "--json"]
    ]
    refused = []
    for name, words in shown:
        try:
            parse(words)
        except Exception as error:  # each refusal is reported, whatever it is
            refused.append(f"{name}: maze-solitaire {' '.join(words)}: {error}")
        except SystemExit as done:  # --help, --version
            if done.code:
                refused.append(f"{name}: maze-solitaire {' '.join(words)}: exit {done.code}")
    assert refused == []


CLAIMS = [
    (block.name, claimed)
    for block in BLOCKS
    if block.info == "sh"
    for line in block.lines
    if (claimed := keys_claimed(line)) is not None
]


@pytest.mark.parametrize(("where", "claimed"), CLAIMS, ids=[name for name, _ in CLAIMS])
def test_each_json_shape_given_as_keys_is_the_command_s(
    where: str, claimed: tuple[str, list[str]], tmp_path: Path
) -> None:
    command, keys = claimed
    printed = shell(command, tmp_path)
    assert list(json.loads(printed)) == keys, f"{where}: {command}"


# -- the rule book's worked examples --------------------------------------------------------

RULE_BOOK = "maze_solitaire/engine/RULES.md"
_EXAMPLES_HEADING = re.compile(r"^- \*\*Worked examples\*\* \(`(\w+)`\):$", re.MULTILINE)
_CARD = re.compile(r"`([2-9TJQKA]|10)([SHDC])`")
_SLOT = re.compile(r"\br(\d)c(\d)\b")


def worked_examples() -> list[tuple[str, list[str]]]:
    """Each worked example of the rule book: its rules, and the cells of its table row."""
    text = (documents.ROOT / RULE_BOOK).read_text(encoding="utf-8")
    found = []
    for heading in _EXAMPLES_HEADING.finditer(text):
        table = text[heading.end() :].lstrip("\n").split("\n\n")[0].splitlines()
        assert table[0] == "| gap | on its left | on its right | may be filled by |"
        for row in table[2:]:
            found.append((heading[1], [cell.strip() for cell in row.strip("|").split("|")]))
    return found


def neighbour(cell: str) -> tuple[int, Card | None]:
    """A row's neighbour: where it stands (:data:`NO_SLOT` for none) and its card (None
    for a gap, or for no neighbour)."""
    slot = _SLOT.search(cell)
    card = _CARD.search(cell)
    where = parse_slot(slot[0]) if slot else NO_SLOT
    if card is None or cell.startswith("a gap"):
        return where, None
    return where, Card.parse("".join(card.groups()))


def test_the_rule_book_has_worked_examples_for_each_rules() -> None:
    assert sorted({rules for rules, _ in worked_examples()}) == ["aisleriot", "pysol", "standard"]


@pytest.mark.parametrize(
    ("rules", "row"), worked_examples(), ids=[f"{r}-{c[0]}" for r, c in worked_examples()]
)
def test_each_worked_example_is_what_the_engine_allows(rules: str, row: list[str]) -> None:
    variant: Variant = variant_named(rules)
    gap_name, left_cell, right_cell, filled_by = row
    gap = parse_slot(gap_name)
    (left, left_card), (right, right_card) = neighbour(left_cell), neighbour(right_cell)
    # The neighbours the row names are the rules' own (round the ring, or none).
    assert (left, right) == (variant.left_of[gap], variant.right_of[gap])
    named_gaps = [gap] + [s for s, c, cell in ((left, left_card, left_cell),
                                                (right, right_card, right_cell))
                          if s != NO_SLOT and cell.startswith("a gap")]  # fmt: skip
    elsewhere = [s for s in range(0, 54, 7) if s not in (gap, left, right)]
    gaps = [*named_gaps, *elsewhere][:6]
    position = with_neighbours(gap, left_card, right_card, gaps, variant)
    expected = {Card.parse("".join(card)) for card in _CARD.findall(filled_by)}
    assert filled_by.startswith("nothing") == (expected == set())
    assert set(fillers(position, gap)) == expected
