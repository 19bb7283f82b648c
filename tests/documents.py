"""The project's documents read as the tests check them: their fenced blocks, the commands
in them, and what those commands are said to print.

The conventions the documents keep (``tests/README.md`` says them to writers):

- A ``console`` block is a transcript: a line ``$ command`` is run (by ``bash``, in a
  folder of its own with its saved games there, each block starting afresh), and the lines
  after it, up to the next ``$``, are what it prints, standard output and error together;
  a line ``...`` stands for any lines, or none.
- A block that cannot be run in a test starts with a line ``# not run: <why>``: the reason
  shows in the block. One that takes some seconds starts ``# slow: <why>``, and runs in
  the slow tier.
- A ``sh`` block holds commands with no output shown: each ``maze-solitaire`` command in
  it is parsed by the real parser. A command followed by a comment that lists JSON keys,
  ``# {"rules", "code", "grade"}``, is run, and its JSON must have exactly those keys.
- A ``$`` line anywhere but in a ``console`` block is a mistake: its output would go
  unchecked.

Nothing here imports pytest.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Final, NamedTuple

ROOT: Final = Path(__file__).parent.parent
DOCUMENTS: Final = (
    "README.md",
    "maze_solitaire/README.md",
    "maze_solitaire/engine/RULES.md",
    "maze_solitaire/cli/README.md",
    "maze_solitaire/solver/README.md",
    "maze_solitaire/survey/README.md",
    "tests/README.md",
    "tests/benchmarks/README.md",
)
"""Every document of the project, from the root of the checkout (or the sdist)."""

NOT_RUN: Final = "# not run: "
SLOW: Final = "# slow: "
KEYS_CLAIMED: Final = re.compile(r'\{"\w+"(?:, "\w+")*\}')
"""A comment that gives a command's JSON as its keys: ``{"rules", "code"}``."""
_FENCE: Final = re.compile(r"^```(?P<info>[\w-]*)\n(?P<body>.*?)^```$", re.MULTILINE | re.DOTALL)
_OPERATORS: Final = frozenset({"|", "||", "&&", ";", "&", "(", ")"})
_REDIRECTIONS: Final = frozenset({">", ">>", "<", "2>", "&>"})


class Block(NamedTuple):
    """A fenced block of a document: its file, the line its fence opens on, its info
    string (``console``, ``sh``, ...) and its lines."""

    path: str
    line: int
    info: str
    lines: tuple[str, ...]

    @property
    def name(self) -> str:
        return f"{self.path}:{self.line}"


class Example(NamedTuple):
    """A command of a ``console`` block and the lines it is said to print."""

    command: str
    printed: tuple[str, ...]


def blocks(path: str) -> Iterator[Block]:
    """The fenced blocks of the document at ``path`` (from the root), in order."""
    text = (ROOT / path).read_text(encoding="utf-8")
    for found in _FENCE.finditer(text):
        line = text.count("\n", 0, found.start()) + 1
        yield Block(path, line, found["info"], tuple(found["body"].splitlines()))


def every_block() -> list[Block]:
    """The blocks of every document there is (a test says which are missing)."""
    return [block for path in DOCUMENTS if (ROOT / path).is_file() for block in blocks(path)]


def examples(block: Block) -> list[Example]:
    """The commands of a ``console`` block, each with what it prints (a marker line
    ``# not run:`` or ``# slow:`` first is no command)."""
    found: list[Example] = []
    for line in block.lines:
        if line.startswith("$ "):
            found.append(Example(line[2:], ()))
        elif found:
            found[-1] = Example(found[-1].command, (*found[-1].printed, line.rstrip()))
        elif line.strip() and not line.startswith((NOT_RUN, SLOW)):
            raise ValueError(f"{block.name}: a console block starts with a command: {line!r}")
    return found


def marker(block: Block, prefix: str) -> str | None:
    """The reason a block's first line gives after ``prefix``, if it starts so."""
    first = block.lines[0] if block.lines else ""
    return first[len(prefix) :].strip() if first.startswith(prefix) else None


def printed_as_said(printed: str, said: tuple[str, ...]) -> bool:
    """Whether ``printed`` is what ``said`` says, line by line (trailing blanks aside),
    each ``...`` line standing for any lines or none."""
    pattern = "".join(
        r"(?:.*\n)*?" if line == "..." else re.escape(line) + r"[ \t]*\n" for line in said
    )
    text = "".join(line.rstrip() + "\n" for line in printed.splitlines())
    return re.fullmatch(pattern, text) is not None


def commands_of(line: str) -> list[list[str]]:
    """The ``maze-solitaire`` commands of a shell line, each as its arguments: the line
    split as the shell splits it, at pipes and lists, redirections and comments left out,
    variables set before a command skipped."""
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    found: list[list[str]] = []
    words: list[str] = []
    skip_next = False
    for token in [*lexer, ";"]:
        if skip_next:
            skip_next = False
        elif token in _REDIRECTIONS:
            skip_next = True
        elif token in _OPERATORS:
            while words and re.fullmatch(r"\w+=.*", words[0]):
                words.pop(0)
            if words and words[0] == "maze-solitaire":
                found.append(words[1:])
            words = []
        else:
            words.append(token)
    return found


def keys_claimed(line: str) -> tuple[str, list[str]] | None:
    """For a ``sh`` line whose comment is a JSON object's keys, the command and its keys."""
    command, mark, comment = line.partition("  # ")
    claimed = KEYS_CLAIMED.fullmatch(comment.strip()) if mark else None
    if claimed is None:
        return None
    return command.strip(), re.findall(r'"(\w+)"', claimed[0])
