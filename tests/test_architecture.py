"""The layering holds: only the UI package imports curses."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.test_deals import GOLDEN

PACKAGE = Path(__file__).parent.parent / "maze_solitaire"

WITHOUT_CURSES = """
import sys
sys.modules["curses"] = None  # any import of curses now fails
import maze_solitaire, maze_solitaire.engine, maze_solitaire.cli
from maze_solitaire.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_engine_and_the_scripting_commands_work_without_curses(tmp_path: Path) -> None:
    for args in (
        ["show", "--deal", "0", "--json"],
        ["moves", GOLDEN[1]],
        ["--data-dir", str(tmp_path), "stats", "--json"],  # and storage needs no curses
        ["solve", GOLDEN[1], "--max-nodes", "50000"],
    ):
        result = subprocess.run(
            [sys.executable, "-c", WITHOUT_CURSES, *args],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout


def test_no_module_outside_the_ui_package_imports_curses() -> None:
    for path in PACKAGE.rglob("*.py"):
        if "tui" in path.relative_to(PACKAGE).parts:
            continue
        text = path.read_text()
        assert "import curses" not in text and "from curses" not in text, path
