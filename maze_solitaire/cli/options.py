"""What playing is given, typed: the options of ``play`` and ``daily`` (or of no command),
and the defaults the commands and their ``--help`` share.

:mod:`.parser` reads the command line into one value a command (see
:func:`~.parser.parse`), and each command's function takes its own: no
``argparse.Namespace`` goes further than the parser. The scripting commands'
are in :mod:`.scripting`, which the game's start never loads.
"""

from typing import Final

from maze_solitaire.engine import Variant
from maze_solitaire.values import Value

STDIN: Final = "-"
"""The position that means: read one position a line from standard input."""
HISTORY_LIMIT: Final = 20
DEFAULT_TIMEOUT: Final = 10.0
"""Seconds ``solve`` searches when given no budget at all."""
SHELLS: Final = ("bash", "zsh", "fish")
"""The shells ``completion`` writes for (:mod:`maze_solitaire.shell.completion` has one
script writer for each)."""
CONFIG_ACTIONS: Final = ("path", "show", "init")
SURVEY_ACTIONS: Final = ("report", "retry", "merge")
SURVEY_OUT: Final = "survey.sqlite3"
SURVEY_MAX_NODES: Final = 400_000
"""A census deal's budget unless one is given: expanded positions, the same everywhere
(some 10 s of search here; every one of 1,000 deals needs less)."""


class SourceOptions(Value):
    """Which deal or position: ``--deal``, ``--code``, a ``POSITION`` (or ``-``), under
    ``--rules`` (``None``: not given)."""

    __match_args__ = ("deal", "code", "position", "rules")
    __slots__ = __match_args__

    def __init__(
        self,
        deal: str | None = None,
        code: str | None = None,
        position: str | None = None,
        rules: Variant | None = None,
    ):
        self.deal: Final = deal
        self.code: Final = code
        self.position: Final = position
        self.rules: Final = rules


class LookOptions(Value):
    """How the game looks: ``--theme``, ``--ascii``, ``--no-color``, ``--four-color``."""

    __match_args__ = ("theme", "ascii", "no_color", "four_color")
    __slots__ = __match_args__

    def __init__(
        self,
        theme: str | None = None,
        ascii: bool = False,
        no_color: bool = False,
        four_color: bool = False,
    ):
        self.theme: Final = theme
        self.ascii: Final = ascii
        self.no_color: Final = no_color
        self.four_color: Final = four_color


class PlayOptions(Value):
    """``play``, ``daily``, or no command at all: the game."""

    __match_args__ = (
        "source", "look", "text", "words", "data_dir", "daily", "date", "difficulty",
    )  # fmt: skip
    __slots__ = __match_args__

    def __init__(
        self,
        source: SourceOptions,
        look: LookOptions,
        text: bool,
        words: bool,
        data_dir: str | None,
        *,
        daily: bool = False,
        date: str | None = None,
        difficulty: str | None = None,
    ):
        self.source: Final = source
        self.look: Final = look
        self.text: Final = text
        self.words: Final = words
        self.data_dir: Final = data_dir
        self.daily: Final = daily
        """``daily``: the day's deal (of ``date``, else today)."""
        self.date: Final = date
        self.difficulty: Final = difficulty
        """``--difficulty``: a grade, or ``any`` (``None``: not given)."""


class ResumeOptions(Value):
    """``resume``: with no ``game``, list the games in progress (``json``: as one JSON
    object); with one, play it, as ``play`` would (``look``, ``text``, ``words``)."""

    __match_args__ = ("game", "json", "look", "text", "words", "data_dir")
    __slots__ = __match_args__

    def __init__(
        self,
        game: int | None,
        json: bool,
        *,
        look: LookOptions,
        text: bool,
        words: bool,
        data_dir: str | None,
    ):
        self.game: Final = game
        self.json: Final = json
        self.look: Final = look
        self.text: Final = text
        self.words: Final = words
        self.data_dir: Final = data_dir
