"""The CI script keeps its promises: the README's test command, and nothing left behind."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).parent.parent
CI = ROOT / ".ci" / "run"


def test_ci_runs_exactly_the_readme_s_test_command() -> None:
    command = re.search(r"^TEST_COMMAND='(.*)'$", CI.read_text(), re.MULTILINE)
    assert command is not None
    readme = (ROOT / "README.md").read_text()
    assert f"\n{command[1]}\n" in readme  # a line of its own in a code block, as run


def test_ci_leaves_no_virtual_environment_behind_when_it_fails(tmp_path: Path) -> None:
    # A python3 that fails at once: the run stops right after making its folder.
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "python3").write_text("#!/bin/sh\nexit 3\n")
    (fake / "python3").chmod(0o755)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    result = subprocess.run(
        ["bash", str(CI)],
        env={**os.environ, "PATH": f"{fake}:{os.environ['PATH']}", "TMPDIR": str(scratch)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 3, result.stderr
    assert list(scratch.iterdir()) == []
