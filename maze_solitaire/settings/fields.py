"""The game's settings: every key the config file may hold, and the settings in effect.

Each field is one key, with its default, its values and what it does (for the
starter file and ``config show``); :class:`Settings` is the result of
:func:`~.load.load`, each value with where it came from.
"""

from collections.abc import Mapping
from pathlib import Path
from typing import Final

from maze_solitaire.engine import VARIANTS, Variant
from maze_solitaire.play.actions import ANY, DIFFICULTIES
from maze_solitaire.play.assistant import DEMO_PACES, DEMO_STEP_SECONDS
from maze_solitaire.settings.file import Field, Setting
from maze_solitaire.solver.answer import Grade, grade_named
from maze_solitaire.themes import THEME_NAMES, THEMES, Theme
from maze_solitaire.values import Value

THEME_VARIABLE: Final = "MAZE_SOLITAIRE_THEME"
NO_COLOR_VARIABLE: Final = "NO_COLOR"
BACKGROUND_VARIABLE: Final = "COLORFGBG"
FOUR_COLOR_KEY: Final = "four_color"
"""Where the saved games keep the deck the game's ``4`` key last left (``"on"``, ``"off"``)."""

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
    Field("animations", True, help="The win's animation (false: the won rows stand at once)."),
    Field(
        "verdict",
        True,
        help="The solver's word on the position in the status line (winnable, searching,"
        " unwinnable) and in the text mode's status. false: a purist's game, the solver"
        " unheard until asked (a hint still works).",
    ),
    Field(
        "clock",
        True,
        help="The time played, in the status line and the text mode's status. false: no"
        " clock while you play (the win and the goodbye still say how long it took).",
    ),
    Field(
        "warnings",
        True,
        help="Say at once when a move lost the game (no win reachable, or no move left)"
        " or left the winning line. false: find out for yourself.",
    ),
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
    Field(
        "difficulty",
        ANY,
        DIFFICULTIES,
        "The grade of a new deal (n in the game, new in the text mode, a random deal to"
        " start with): easy, medium, hard, expert, each a quarter of the deals, or any"
        " deal. --difficulty deals one at once; G in the game changes it.",
    ),
)
"""Every key of the config file, in the order the starter file and ``config show`` give them."""


class Options(Value):
    """What the command line said (a flag's ``False``, an option's ``None``: nothing)."""

    __match_args__ = ("theme", "four_color", "ascii", "no_color", "rules", "difficulty")
    __slots__ = __match_args__

    def __init__(  # noqa: PLR0917  # the command line's settings, in the order they are read
        self,
        theme: str | None = None,
        four_color: bool = False,
        ascii: bool = False,
        no_color: bool = False,
        rules: str | None = None,
        difficulty: str | None = None,
    ):
        self.theme: Final = theme
        self.four_color: Final = four_color
        self.ascii: Final = ascii
        self.no_color: Final = no_color
        self.rules: Final = rules
        self.difficulty: Final = difficulty


class Settings(Value):
    """The settings in effect, each with where it came from."""

    __match_args__ = ("where", "notice", "path")
    __slots__ = __match_args__

    def __init__(
        self, where: Mapping[str, Setting], notice: str = "", path: Path | None = None
    ):
        self.where: Final = where
        """Every key of :data:`FIELDS`: its value and its source."""
        self.notice: Final = notice
        """What could not be used (the file, a variable), in one line; empty when all was."""
        self.path: Final = path
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
    def verdict(self) -> bool:
        return bool(self.where["verdict"].value)

    @property
    def clock(self) -> bool:
        return bool(self.where["clock"].value)

    @property
    def warnings(self) -> bool:
        return bool(self.where["warnings"].value)

    @property
    def demo_seconds(self) -> float:
        return float(self.where["demo_speed"].value)

    @property
    def rules(self) -> Variant:
        return VARIANTS[str(self.where["rules"].value)]

    @property
    def difficulty(self) -> Grade | None:
        """The grade of new deals (``None``: any)."""
        return grade_named(str(self.where["difficulty"].value))

DEFAULTS: Final = Settings({field.key: Setting(field.default) for field in FIELDS})
"""Every setting at its default: no option, no environment, no file."""
