"""Shell completion: scripts the shells accept, that complete what the parser has."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from maze_solitaire.cli.described import described
from maze_solitaire.engine import VARIANTS
from maze_solitaire.shell.completion import script


def written(shell: str, folder: Path) -> Path:
    """The script as ``maze-solitaire completion SHELL`` prints it, in a file."""
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "completion", shell],
        capture_output=True,
        text=True,
        check=True,
    )
    path = folder / f"maze-solitaire.{shell}"
    path.write_text(result.stdout)
    return path


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_shell_accepts_the_script(shell: str, tmp_path: Path) -> None:
    if shutil.which(shell) is None:
        pytest.skip(f"{shell} is not installed here")
    path = written(shell, tmp_path)
    checked = subprocess.run([shell, "-n", str(path)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0 and checked.stderr == "", checked.stderr


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_every_command_and_option_of_the_parser_is_in_each_script(shell: str) -> None:
    text = script(shell, described())
    for command in described():
        assert command.name in text
        for option in command.options:
            for flag in option.flags:
                name = flag.lstrip("-") if shell == "fish" else flag
                assert name in text, (shell, command.name, flag)
    assert all(name in text for name in VARIANTS)


BASH_COMPLETE = """
source "$1"
shift
COMP_WORDS=("$@")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
_maze_solitaire
printf '%s\\n' "${COMPREPLY[@]}"
"""


def bash_completes(script_path: Path, *words: str) -> list[str]:
    result = subprocess.run(
        ["bash", "-c", BASH_COMPLETE, "bash", str(script_path), "maze-solitaire", *words],
        capture_output=True,
        text=True,
        check=True,
    )
    return sorted(line for line in result.stdout.splitlines() if line)


def test_bash_completes_commands_options_and_values(tmp_path: Path) -> None:
    path = written("bash", tmp_path)
    assert bash_completes(path, "so") == ["solve"]
    assert bash_completes(path, "solve", "--m") == ["--max-nodes"]
    assert bash_completes(path, "par", "--rules", "") == sorted(VARIANTS)
    assert bash_completes(path, "completion", "") == ["--help", "-h", "bash", "fish", "zsh"]
    assert bash_completes(path, "--four") == ["--four-color"]
    (tmp_path / "saves").mkdir()
    assert bash_completes(path, "stats", "--data-dir", str(tmp_path / "sa")) == [
        str(tmp_path / "saves")
    ]


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed here")
def test_fish_completes_commands_options_and_values(tmp_path: Path) -> None:
    path = written("fish", tmp_path)

    def completes(line: str) -> list[str]:
        result = subprocess.run(
            ["fish", "--no-config", "-c", f"source {path}; complete -C '{line}'"],
            capture_output=True,
            text=True,
            check=True,
        )
        return sorted(entry.split("\t")[0] for entry in result.stdout.splitlines())

    assert completes("maze-solitaire so") == ["solve"]
    assert completes("maze-solitaire par --rules ") == sorted(VARIANTS)
    assert "--optimize" in completes("maze-solitaire solve --")
    assert "--optimize" not in completes("maze-solitaire show --")
    assert completes("maze-solitaire completion ") == ["bash", "fish", "zsh"]


def test_an_unknown_shell_is_one_line_and_exit_2() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "completion", "tcsh"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "'bash', 'zsh', 'fish'" in result.stderr
