"""What the full-screen game draws over the board, or types under it: its own, not the game's.

::

    board --?/F1--> Help(page) --any key--> the next page, or back (Esc, past the last)
    board --s--> Statistics(lines, page) --any key--> the same
    board --P--> Paused --any key--> back
    board --g--> Entering(text) --Enter--> the deal (asked first if moves would go)
    board --/--> Finding(text) --a whole card--> the cursor on it
    board --o--> SavedGames(ids, lines, at) --Enter/1-9--> that game (asked first if
                 moves would go); --x--> abandon it (asked); --Esc/any other--> back

While one is open the game is out of sight: its clock stands still.
"""

from typing import Final

from maze_solitaire.values import Value


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
    """The other games in progress, read once when it opened: their ids, a line each,
    and which one is highlighted (``at``)."""

    __match_args__ = ("ids", "lines", "at")
    __slots__ = __match_args__

    def __init__(self, ids: tuple[int, ...], lines: tuple[str, ...], at: int = 0):
        self.ids: Final = ids
        self.lines: Final = lines
        self.at: Final = at

    def moved(self, by: int) -> "SavedGames":
        """The highlight ``by`` lines down (up if negative), going round."""
        return SavedGames(self.ids, self.lines, (self.at + by) % max(len(self.ids), 1))


Overlay = Help | Statistics | Paused | Entering | Finding | SavedGames
