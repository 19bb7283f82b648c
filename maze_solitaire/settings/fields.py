"""The game's settings: what the config file may hold, and where each setting in effect comes from.

Each setting is taken from the first of these that gives it:

1. the command line (``--theme``, ``--four-color``, ``--ascii``, ``--no-color``, ``--rules``);
2. the environment (``NO_COLOR``, when set and not empty; ``MAZE_SOLITAIRE_THEME``);
3. for the four-colour deck, the choice the game's ``4`` key last left (kept with the
   saved games): the player's latest word, so it wins over the file;
4. the config file (:mod:`maze_solitaire.settings.file` reads it);
5. for the theme, the terminal's background where ``COLORFGBG`` tells it: ``light``
   or ``dark``;
6. the default.

A file that cannot be used is not used at all: the game plays with the rest,
and says why in one line (:attr:`Settings.notice`). Nothing here writes the file.
"""

# No "from __future__ import annotations": see tui/view.py.

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Final, NamedTuple

from maze_solitaire.engine import VARIANTS, Variant
from maze_solitaire.fullscreen.themes import THEME_NAMES, THEMES, Theme
from maze_solitaire.play.assistant import DEMO_PACES, DEMO_STEP_SECONDS
from maze_solitaire.settings.file import (
    ENVIRONMENT,
    OPTION,
    REMEMBERED,
    TERMINAL,
    BadFile,
    Field,
    Setting,
    config_path,
    read,
)
from maze_solitaire.words import settings as words

THEME_VARIABLE: Final = "MAZE_SOLITAIRE_THEME"
NO_COLOR_VARIABLE: Final = "NO_COLOR"
BACKGROUND_VARIABLE: Final = "COLORFGBG"

FIELDS: Final = (
    Field(
        "theme",
        "classic",
        THEME_NAMES,
        "The colours. Without this line (nor --theme, nor MAZE_SOLITAIRE_THEME), light or"
        " dark where the terminal tells its background (COLORFGBG), else classic.",
    ),
    Field(
        "four_color",
        False,
        help="Start with the four-colour deck. The game's 4 key switches it, and the choice"
        " it leaves is remembered: that wins over this line.",
    ),
    Field("ascii", False, help="Suits as letters (7H, not 7♥) even where they could be shown."),
    Field("color", True, help="Colours. false: none (as NO_COLOR=1 or --no-color)."),
    Field("animations", True, help="The win's animation, a wave of colour round the board."),
    Field(
        "demo_speed",
        DEMO_STEP_SECONDS,
        DEMO_PACES,
        "The demo's pace to begin with, in seconds a move (+ and - change it in the game).",
    ),
    Field(
        "rules",
        "standard",
        tuple(VARIANTS),
        "The rules of a new deal, where none are asked for (--rules, a share code).",
    ),
)
"""Every key of the config file, in the order the starter file and ``config show`` give them."""


class Options(NamedTuple):
    """What the command line said (a flag's ``False``, an option's ``None``: nothing)."""

    theme: str | None = None
    four_color: bool = False
    ascii: bool = False
    no_color: bool = False
    rules: str | None = None


class Settings(NamedTuple):
    """The settings in effect, each with where it came from."""

    where: Mapping[str, Setting]
    """Every key of :data:`FIELDS`: its value and its source."""
    notice: str = ""
    """What could not be used (the file, a variable), in one line; empty when all was."""
    path: Path | None = None
    """The config file looked for."""

    @property
    def theme(self) -> Theme:
        return THEMES[str(self.where["theme"].value)]

    @property
    def four_color(self) -> bool:
        return bool(self.where["four_color"].value)

    @property
    def ascii(self) -> bool:
        return bool(self.where["ascii"].value)

    @property
    def color(self) -> bool:
        return bool(self.where["color"].value)

    @property
    def animations(self) -> bool:
        return bool(self.where["animations"].value)

    @property
    def demo_seconds(self) -> float:
        return float(self.where["demo_speed"].value)

    @property
    def rules(self) -> Variant:
        return VARIANTS[str(self.where["rules"].value)]

    def remembering(self, choice: str | None) -> "Settings":
        """With the four-colour deck the game's ``4`` key last left (``"on"`` or
        ``"off"``; ``None``: never pressed): over the file and the default, not over
        ``--four-color``."""
        if choice not in ("on", "off") or self.where["four_color"].source == OPTION:
            return self
        remembered = Setting(choice == "on", REMEMBERED)
        return self._replace(where={**self.where, "four_color": remembered})


DEFAULTS: Final = Settings({field.key: Setting(field.default) for field in FIELDS})
"""Every setting at its default: no option, no environment, no file."""


def load(
    options: Options | None = None,
    environ: Mapping[str, str] = os.environ,
    path: Path | None = None,
) -> Settings:
    """The settings ``options``, ``environ`` and the config file (at ``path``, else
    where :func:`~maze_solitaire.settings.file.config_path` says) make; the remembered
    four-colour deck is added by :meth:`Settings.remembering`."""
    path = config_path(environ) if path is None else path
    options = Options() if options is None else options
    notices = []
    try:
        in_file = read(path, FIELDS)
    except BadFile as error:
        in_file = {}
        notices.append(words.not_used(str(error)))
    given = _given(options)
    in_environment, unused = _environment(environ)
    notices += unused
    from_terminal = _terminal(environ)
    where = {}
    for field in FIELDS:
        key = field.key
        ways = (given, in_environment, in_file, from_terminal)
        where[key] = next((way[key] for way in ways if key in way), Setting(field.default))
    return Settings(where, "; ".join(notices), path)


def _given(options: Options) -> dict[str, Setting]:
    given = {}
    if options.theme is not None:
        given["theme"] = Setting(options.theme, OPTION, "--theme")
    if options.four_color:
        given["four_color"] = Setting(True, OPTION, "--four-color")
    if options.ascii:
        given["ascii"] = Setting(True, OPTION, "--ascii")
    if options.no_color:
        given["color"] = Setting(False, OPTION, "--no-color")
    if options.rules is not None:
        given["rules"] = Setting(options.rules, OPTION, "--rules")
    return given


def _environment(environ: Mapping[str, str]) -> tuple[dict[str, Setting], list[str]]:
    """The settings the environment gives, and what in it could not be used."""
    found, unused = {}, []
    if environ.get(NO_COLOR_VARIABLE, ""):  # set and not empty, as no-color.org asks
        found["color"] = Setting(False, ENVIRONMENT, NO_COLOR_VARIABLE)
    theme = environ.get(THEME_VARIABLE, "").strip()
    if theme in THEMES:
        found["theme"] = Setting(theme, ENVIRONMENT, THEME_VARIABLE)
    elif theme:
        unused.append(words.not_a_theme(THEME_VARIABLE, theme, THEME_NAMES))
    return found, unused


def _terminal(environ: Mapping[str, str]) -> dict[str, Setting]:
    """The theme the terminal's background suggests, where ``COLORFGBG`` tells it.

    It reads ``fg;bg`` (or rxvt's ``fg;xpm;bg``) in the 16 colours' numbers:
    backgrounds 0-6 and 8 are dark, 7 and 9-15 light (as rxvt and vim read it).
    """
    told = environ.get(BACKGROUND_VARIABLE, "")
    background = told.rpartition(";")[2].strip()
    if not (background.isascii() and background.isdigit()) or len(background) > 2:
        return {}
    if int(background) > 15:
        return {}
    light = int(background) == 7 or int(background) >= 9
    detail = f"{BACKGROUND_VARIABLE}={told}"
    return {"theme": Setting("light" if light else "dark", TERMINAL, detail)}
