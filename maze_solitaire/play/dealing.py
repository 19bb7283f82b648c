"""Where new games come from: chance and the calendar (:class:`Dealer`), the grade new
deals are of, and a deal named by its number or its share code, checked.

The controller's :class:`Dealing` part answers which game ``n``, ``t``, ``r`` after a
win, a deal number typed (``g`` in the full screen, ``deal`` in the text mode) and a
share code (``code``) put in play; whether the player is asked first is the
controller's.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from maze_solitaire.engine import STANDARD, Game, MazeError, Variant, daily_code
from maze_solitaire.play.events import DailyAlready, Event, Mistake, NewDealsOf, NoDaily, Refused
from maze_solitaire.play.grades import table_of
from maze_solitaire.solver.answer import GRADES, Grade

if TYPE_CHECKING:
    from datetime import date
    from typing import Protocol

    # For the type checker only: the game's start need not make the class.
    class Deals(Protocol):
        """Where new games come from (the session's: chance and the calendar)."""

        def random(self, variant: Variant, grade: Grade | None = None) -> Game:
            """A random deal of ``variant`` (``n``), of ``grade`` if one is given."""

        def daily(self) -> Game:
            """Today's daily deal (``t``)."""

        def today(self) -> date:
            """The local date (the daily's calendar in the statistics)."""


def random_deal(variant: Variant = STANDARD, grade: Grade | None = None) -> Game:
    """A new game of a deal drawn uniformly from every deal number the variant has
    (exactly 32 bits for ours; PySolFC's 1 to 10^20 - 1); with ``grade``, drawn uniformly
    from the deals of that grade that the table shipped with the package holds (any deal,
    where there is no table)."""
    if grade is not None:
        table = table_of(variant)
        number = None if table is None else table.deal_of(grade, uniform)
        if number is not None:
            return Game.from_deal(number, variant)
    drawn = uniform(variant.end_deal - variant.first_deal)
    return Game.from_deal(variant.check_deal(variant.first_deal + drawn), variant)


def uniform(span: int) -> int:
    """A number drawn uniformly from ``[0, span)``, by the system's randomness."""
    # os.urandom rather than the secrets module, whose hashlib import
    # costs the game's start-up about 7 ms. Draws past the range are drawn
    # again (rather than folded in by a remainder, which would favour some).
    size = (span - 1).bit_length()
    while True:
        drawn = int.from_bytes(os.urandom((size + 7) // 8), "little") >> (-size % 8)
        if drawn < span:
            return drawn


class Dealer:
    """Where a session's new games come from: chance, and the calendar where the player is."""

    def random(self, variant: Variant, grade: Grade | None = None) -> Game:
        return random_deal(variant, grade)

    def daily(self) -> Game:
        return Game.from_code(daily_code(self.today()))

    def today(self) -> date:
        from datetime import date  # here: the first frame does without it

        return date.today()


class Dealing:
    """The games the player may ask for next: from ``deals`` (``None``: a test's
    controller, whose new deal is deal 0 and which has no daily), of ``difficulty``."""

    def __init__(self, deals: Deals | None, difficulty: Grade | None = None):
        self.deals = deals
        self.difficulty = difficulty
        """The grade of the deals ``n`` deals (``None``: any)."""

    def today(self) -> date | None:
        """The local date, where the session knows one."""
        return None if self.deals is None else self.deals.today()

    def new_deal(self, variant: Variant) -> Game:
        """A new deal of ``variant``, of the grade chosen."""
        if self.deals is None:
            return Game.from_deal(0, variant)
        return self.deals.random(variant, self.difficulty)

    @staticmethod
    def again(game: Game) -> Game:
        """``game``'s deal (or position) from the start, as a new game."""
        return Game(game.start, game.deal_number, game.day)

    def daily(self, playing: Game, *, won: bool) -> Game | Refused:
        """Today's daily deal; refused where there is none, or where it is the game
        ``playing`` (not ``won`` yet)."""
        if self.deals is None:
            return Refused(NoDaily())
        daily = self.deals.daily()
        if daily.code is not None and daily.code == playing.code and not won:
            return Refused(DailyAlready(daily.code))
        return daily

    def choose(self, grade: Grade | None) -> list[Event]:
        """The grade of the deals ``n`` deals from now on (``None``: any)."""
        self.difficulty = grade
        return [NewDealsOf(grade)]

    def next_difficulty(self) -> list[Event]:
        """The next grade for new deals, in turn: any, easy, medium, hard, expert, any."""
        turn: tuple[Grade | None, ...] = (None, *GRADES)
        return self.choose(turn[(turn.index(self.difficulty) + 1) % len(turn)])

    @staticmethod
    def deal(variant: Variant, number: str) -> Game | Refused:
        """The deal ``number`` (as typed) of ``variant``, or why it is none of its deals."""
        try:
            return Game.from_deal(variant.check_deal(number), variant)
        except MazeError as error:
            return Refused(Mistake(str(error)))

    def code(self, text: str) -> Game | Refused:
        """The deal the share code ``text`` names (a daily only once its day has come), or
        why it names none."""
        from maze_solitaire.engine import check_day_has_come, parse_code

        try:
            code = parse_code(text)
            today = self.today()
            if code.day is not None and today is not None:
                check_day_has_come(code.day, today)
        except MazeError as error:
            return Refused(Mistake(str(error)))
        return Game.from_code(code)
