"""The settings in effect: ONE function applies the whole precedence.

Each setting is taken from the first of these that gives it:

1. the command line (``--theme``, ``--four-color``, ``--ascii``, ``--no-color``, ``--rules``,
   ``--difficulty``);
2. the environment (``NO_COLOR``, when set and not empty; ``MAZE_SOLITAIRE_THEME``);
3. for the four-colour deck, the choice the game's ``4`` key last left (kept with the
   saved games): the player's latest word, so it wins over the file;
4. the config file (:mod:`.file` reads it; :mod:`maze_solitaire.places` says where);
5. for the theme, the terminal's background where ``COLORFGBG`` tells it: ``light``
   or ``dark``;
6. the default.

A file that cannot be used is not used at all: the game plays with the rest,
and says why in one line (:attr:`~.fields.Settings.notice`). Nothing here writes
the file.
"""

import os
from collections.abc import Mapping
from pathlib import Path

from maze_solitaire.places import config_path
from maze_solitaire.settings.fields import (
    BACKGROUND_VARIABLE,
    FIELDS,
    FOUR_COLOR_KEY,
    NO_COLOR_VARIABLE,
    THEME_VARIABLE,
    Options,
    Settings,
)
from maze_solitaire.settings.file import (
    ENVIRONMENT,
    OPTION,
    REMEMBERED,
    TERMINAL,
    BadFile,
    Setting,
    read,
)
from maze_solitaire.settings.notices import not_a_theme, not_used
from maze_solitaire.themes import THEME_NAMES, THEMES


def load(
    options: Options | None = None,
    environ: Mapping[str, str] = os.environ,
    path: Path | None = None,
    remembered: str | None = None,
) -> Settings:
    """The settings that ``options`` (the command line), ``environ``, ``remembered`` (the
    deck the game's ``4`` key last left: ``"on"``, ``"off"``, or ``None``) and the
    config file (at ``path``, else where :func:`~maze_solitaire.places.config_path`
    says) make, in that order of precedence, each with where it came from."""
    path = config_path(environ) if path is None else path
    options = Options() if options is None else options
    notices = []
    try:
        in_file = read(path, FIELDS)
    except BadFile as error:
        in_file = {}
        notices.append(not_used(str(error)))
    given = _given(options)
    in_environment, unused = _environment(environ)
    notices += unused
    from_terminal = _terminal(environ)
    kept = _remembered(remembered)
    where = {}
    for field in FIELDS:
        key = field.key
        ways = (given, in_environment, kept, in_file, from_terminal)
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
    if options.difficulty is not None:
        given["difficulty"] = Setting(options.difficulty, OPTION, "--difficulty")
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
        unused.append(not_a_theme(THEME_VARIABLE, theme, THEME_NAMES))
    return found, unused


def _remembered(choice: str | None) -> dict[str, Setting]:
    """The four-colour deck the game's ``4`` key last left, if it was ever pressed."""
    if choice not in ("on", "off"):
        return {}
    return {FOUR_COLOR_KEY: Setting(choice == "on", REMEMBERED)}


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
