"""Shared test settings: property tests are bounded, and no test touches real saved games.

``HYPOTHESIS_PROFILE=thorough pytest`` runs twenty times as many examples.

Every test process (and every process a test starts, which inherits the
environment) keeps its saved games in a temporary folder: a test that forgets
``--data-dir`` still cannot reach the player's real statistics. Nor does any read
the player's config file, nor take a theme from their terminal.
"""

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from maze_solitaire.places import CONFIG_VARIABLE, HOME_VARIABLE
from tests.unprivileged import a_shared_folder

settings.register_profile("default", max_examples=150, deadline=None)
settings.register_profile("thorough", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

_SAFE_HOME = tempfile.mkdtemp(prefix="maze-solitaire-tests-")
atexit.register(shutil.rmtree, _SAFE_HOME, ignore_errors=True)
os.environ[HOME_VARIABLE] = _SAFE_HOME
os.environ[CONFIG_VARIABLE] = str(Path(_SAFE_HOME) / "config.toml")  # never made
for _variable in ("MAZE_SOLITAIRE_THEME", "COLORFGBG"):
    os.environ.pop(_variable, None)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of this test's own, also set as ``MAZE_SOLITAIRE_HOME``."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(folder))
    return folder


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A data folder any user can reach (pytest's own temporary folders are private to
    root), for a command run as a user who may not write it (tests/unprivileged.py)."""
    with a_shared_folder() as folder:
        yield folder
