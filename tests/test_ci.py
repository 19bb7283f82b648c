"""The CI script keeps its promises: the README's test command, nothing left behind, the
lowest versions pyproject allows, the installed package under test; and the suite it runs
keeps its shape: shared helpers live in helper modules."""

from __future__ import annotations

import ast
import contextlib
import os
import re
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import pytest

import maze_solitaire

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


def imported_test_modules(source: str) -> set[str]:
    """The ``tests.test_*`` modules that ``source`` imports, itself or in a script held in
    one of its strings (a script for a subprocess, parsed where it parses)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = ".".join(filter(None, ["tests" if node.level else "", node.module]))
            found.add(module)
            if module == "tests":  # from tests import test_x
                found.update(f"tests.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            with warnings.catch_warnings(), contextlib.suppress(SyntaxError, ValueError):
                warnings.simplefilter("ignore")  # a string that is no script may say anything
                found.update(imported_test_modules(textwrap.dedent(node.value)))
    return {name for name in found if name.startswith("tests.test_")}


def test_no_test_module_imports_another() -> None:
    # Helpers two test modules share belong in a helper module (tests/*.py not named
    # test_*): a test module imported for its helpers loads every test in it and all they
    # import, and ties one module's tests to the insides of another's.
    sample = "from . import TEST_a\nimport tests.TEST_b\nfrom .TEST_c import y\n"
    sample += "S = 'from tests.TEST_d import x'\n"  # a script for a subprocess
    sample = sample.replace("TEST_", "test_")  # spelt so, this file's own check passes it by
    assert imported_test_modules(sample) == {f"tests.test_{m}" for m in "abcd"}
    imports = {
        path.name: imported_test_modules(path.read_text())
        for path in sorted((ROOT / "tests").glob("test_*.py"))
    }
    assert {name: found for name, found in imports.items() if found} == {}


def padded(version: str) -> tuple[int, ...]:
    """``3`` and ``3.0.0`` alike: a release's numbers, zeros to the right."""
    numbers = tuple(int(part) for part in version.split("."))
    return numbers + (0,) * (3 - len(numbers))


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_the_lowest_versions_ci_installs_are_pyproject_s_floors() -> None:
    if sys.version_info >= (3, 11):
        import tomllib
    else:
        import tomli as tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    floors = {}
    for requirement in project["project"]["dependencies"]:
        found = re.match(r"([A-Za-z0-9_.-]+)\s*>=\s*([0-9.]+)\s*(;|$)", requirement)
        assert found is not None, f"{requirement!r}: every dependency has a floor, and only one"
        floors[normalized(found[1])] = padded(found[2])
    pinned = {}
    for line in (CI.parent / "lowest-versions.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, _, version = line.partition("==")
            pinned[normalized(name)] = padded(version)
    assert pinned == floors


def test_the_package_under_test_is_the_one_ci_installed() -> None:
    # CI runs the suite against the installed wheel from a copy of the tests with no
    # source beside them, and names the environment it installed into: the package the
    # suite imports must be that one, not a source tree found on sys.path.
    environment = os.environ.get("MAZE_SOLITAIRE_EXPECTED_ENVIRONMENT")
    if environment is None:
        pytest.skip("CI sets MAZE_SOLITAIRE_EXPECTED_ENVIRONMENT where it tests the wheel")
    package = Path(maze_solitaire.__file__).resolve()
    assert package.is_relative_to(Path(environment).resolve()), package
    assert "site-packages" in package.parts


def paths_beside_the_tests(source: str) -> list[int]:
    """The lines of ``source`` that make a path ``... / "maze_solitaire"`` from the test's
    own place (``__file__``, or a name made from it): the package's folder found beside
    the tests rather than through the package imported. A document beside the package's
    modules (``"maze_solitaire/solver/README.md"``, written whole) is no package data: it
    is read from the source, where CI keeps it beside the tests."""
    tree = ast.parse(source)
    from_here = {
        target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign | ast.AnnAssign)
        and node.value is not None
        and "__file__" in ast.unparse(node.value)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Div)
        and isinstance(node.right, ast.Constant)
        and isinstance(node.right.value, str)
        and node.right.value.split("/")[0] == "maze_solitaire"
        and not node.right.value.endswith(".md")
        and (
            "__file__" in ast.unparse(node.left)
            or any(isinstance(n, ast.Name) and n.id in from_here for n in ast.walk(node.left))
        )
    ]


def test_the_tests_read_the_package_they_import() -> None:
    # CI runs the suite against the installed wheel, with no source folder beside the
    # tests: a test that reads the package's files must find them where the package
    # it imports lies (Path(maze_solitaire.__file__).parent), or it reads nothing there.
    sample = "ROOT = Path(__file__).parent.parent\nA = ROOT / 'maze_solitaire' / 'x.py'\n"
    sample += "B = Path(__file__).parents[1] / 'maze_solitaire'\nC = copy / 'maze_solitaire'\n"
    sample += "D = Path(maze_solitaire.__file__).parent\n"
    sample += "E = ROOT / 'maze_solitaire/engine/RULES.md'\n"  # a document of the source
    assert sorted(paths_beside_the_tests(sample)) == [2, 3]
    found = {
        path.name: lines
        for path in sorted((ROOT / "tests").glob("*.py"))
        if (lines := paths_beside_the_tests(path.read_text(encoding="utf-8")))
    }
    assert found == {}
