"""What the full-screen game draws over the board, or types under it: its own, not the game's.

::

    board --?/F1--> Help(page) --any key--> the next page, or back (Esc, past the last)
    board --s--> Statistics(lines, page) --any key--> the same
    board --P--> Paused --any key--> back
    board --g--> Entering(text) --Enter--> the deal (asked first if moves would go)
    board --/--> Finding(text) --a whole card--> the cursor on it
    board --o--> SavedGames(ids, lines, at) --Enter/1-9--> that game (asked first if
                 moves would go); --x--> abandon it (asked); --Esc/any other--> back
    board, statistics --v--> SavedGames(ended) --Enter/1-9--> Replaying;
                 --v--> Reviewing; --Esc/any other--> back
    Replaying(replay, pace) --Left/Right, Home/End, PgUp/PgDn--> another move;
                 --Space--> playing at a pace, or paused; --v--> Reviewing;
                 --p--> a new game from the position shown (asked first if moves would
                 go); --Esc--> back where it was opened from
    Reviewing(game, lines) --any key--> the next page, or back where it came from

While one is open the game is out of sight: its clock stands still.
"""

from typing import TYPE_CHECKING, Final

from maze_solitaire.values import Value

if TYPE_CHECKING:
    from maze_solitaire.play.replays import Replay


class Help(Value):
    """A page of the help screen (how many pages there are depends on the terminal's
    size: the renderer's business)."""

    __slots__ = ("page",)

    def __init__(self, page: int = 0):
        self.page: Final = page

    def turned(self, page: int) -> "Help":
        """The screen at ``page``."""
        return Help(page)


class Statistics(Value):
    """The statistics screen: its lines were read once, when it opened."""

    __match_args__ = ("lines", "page")
    __slots__ = __match_args__

    def __init__(self, lines: tuple[str, ...], page: int = 0):
        self.lines: Final = lines
        self.page: Final = page

    def turned(self, page: int) -> "Statistics":
        """The screen at ``page``."""
        return Statistics(self.lines, page)


class Paused(Value):
    """The board hidden and the clock stopped, until any key."""

    __slots__ = ()


class Entering(Value):
    """The number of a deal to go to is being typed."""

    __slots__ = ("text",)

    def __init__(self, text: str = ""):
        self.text: Final = text


class Finding(Value):
    """A card is being typed, for the cursor to go to."""

    __slots__ = ("text",)

    def __init__(self, text: str = ""):
        self.text: Final = text


class SavedGames(Value):
    """A list of saved games, read once when it opened: the other games in progress, or
    (``ended``) the games that ended, the latest first; their ids, a line each, and
    which one is highlighted (``at``)."""

    __match_args__ = ("ids", "lines", "at", "ended")
    __slots__ = __match_args__

    def __init__(
        self, ids: tuple[int, ...], lines: tuple[str, ...], at: int = 0, ended: bool = False
    ):
        self.ids: Final = ids
        self.lines: Final = lines
        self.at: Final = at
        self.ended: Final = ended

    def moved(self, by: int) -> "SavedGames":
        """The highlight ``by`` lines down (up if negative), going round."""
        at = (self.at + by) % max(len(self.ids), 1)
        return SavedGames(self.ids, self.lines, at, self.ended)


class Replaying(Value):
    """An ended game played back: the :class:`~maze_solitaire.play.replays.Replay` shown,
    ``pace`` (seconds a move while it plays on by itself; ``None``: paused), and the
    overlay a key goes ``back`` to (``None``: the board)."""

    __match_args__ = ("replay", "pace", "back")
    __slots__ = __match_args__

    def __init__(
        self, replay: "Replay", pace: float | None = None, back: "Overlay | None" = None
    ):
        self.replay: Final = replay
        self.pace: Final = pace
        self.back: Final = back

    def showing(self, replay: "Replay", pace: float | None = None) -> "Replaying":
        """``replay`` in this one's place, at ``pace``."""
        return Replaying(replay, pace, self.back)


class Reviewing(Value):
    """A game's review: its ``lines`` (the review once made, else that it is being made or
    why it could not be), the page shown, and where a key goes back to."""

    __match_args__ = ("game_id", "lines", "page", "back")
    __slots__ = __match_args__

    def __init__(
        self,
        game_id: int,
        lines: tuple[str, ...],
        page: int = 0,
        back: "Overlay | None" = None,
    ):
        self.game_id: Final = game_id
        self.lines: Final = lines
        self.page: Final = page
        self.back: Final = back

    def turned(self, page: int) -> "Reviewing":
        """The screen at ``page``."""
        return Reviewing(self.game_id, self.lines, page, self.back)


Overlay = Help | Statistics | Paused | Entering | Finding | SavedGames | Replaying | Reviewing
