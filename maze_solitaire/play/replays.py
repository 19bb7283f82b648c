"""A finished game played back: its positions one move at a time, and its review's marks.

Both front ends show a :class:`Replay` (the full-screen game draws its board, the
text mode says its moves) and step it with :meth:`Replay.stepped` and
:meth:`Replay.at_move`; each is a new value, so that what is drawn is a plain
function of it. The positions are the stored game's moves replayed through the
rules once, when the replay is made. From any of them the game can be played on
(:meth:`~.controller.Controller.play_on`): a new game from that position, linked
to the game it came from.
"""

from typing import Final

from maze_solitaire.engine import Move, Position
from maze_solitaire.solver.answer import Cost, Distance, Review
from maze_solitaire.storage import Branch, FinishedGame, GameSummary
from maze_solitaire.values import Value


class Replay(Value):
    """An ended game, shown after ``at`` of its moves (0: its start), with its review once
    made (``None`` until then)."""

    __match_args__ = ("summary", "positions", "moves", "at", "review")
    __slots__ = __match_args__

    def __init__(
        self,
        summary: GameSummary,
        positions: tuple[Position, ...],
        moves: tuple[Move, ...],
        at: int = 0,
        review: Review | None = None,
    ):
        if len(positions) != len(moves) + 1 or not 0 <= at < len(positions):
            raise ValueError(f"no position {at} of a replay of {len(moves)} moves")
        self.summary: Final = summary
        self.positions: Final = positions
        """The start, then the position after each move."""
        self.moves: Final = moves
        self.at: Final = at
        self.review: Final = review

    @classmethod
    def of(cls, finished: FinishedGame, review: Review | None = None) -> "Replay":
        """The replay of ``finished`` from its start: every position along its line."""
        game = finished.game
        positions = [game.start]
        for move in game.moves:
            positions.append(positions[-1].after_unchecked(move))  # checked when it was read
        return cls(finished.summary, tuple(positions), tuple(game.moves), 0, review)

    @property
    def game_id(self) -> int:
        return self.summary.game_id

    @property
    def position(self) -> Position:
        """The position shown."""
        return self.positions[self.at]

    @property
    def last(self) -> int:
        """The number of moves in the game: the last place a replay can be."""
        return len(self.moves)

    @property
    def played(self) -> Move | None:
        """The move that led to the position shown (``None`` at the start)."""
        return self.moves[self.at - 1] if self.at else None

    @property
    def coming(self) -> Move | None:
        """The move the game made next from the position shown (``None`` at the end)."""
        return self.moves[self.at] if self.at < self.last else None

    def at_move(self, at: int) -> "Replay":
        """The replay shown after ``at`` moves (held to the start and the end)."""
        return Replay(
            self.summary, self.positions, self.moves, max(0, min(at, self.last)), self.review
        )

    def stepped(self, by: int) -> "Replay":
        """``by`` moves on (back, if negative)."""
        return self.at_move(self.at + by)

    def reviewed(self, review: Review | None) -> "Replay":
        """The same replay with its review."""
        return Replay(self.summary, self.positions, self.moves, self.at, review)

    @property
    def distance(self) -> Distance | None:
        """What the review knows of the position shown (``None`` before it is made)."""
        return None if self.review is None else self.review.distances[self.at]

    def cost(self) -> Cost | None:
        """What the move that led here cost, by the review (``None``: the start, no
        review yet, or no line known before it)."""
        if self.review is None or not self.at:
            return None
        before = self.review.distances[self.at - 1]
        if before.moves is None:
            return None
        return Cost(self.at, self.moves[self.at - 1], before, self.review.distances[self.at])

    def marked(self) -> tuple[int, ...]:
        """The moves the review marks, the costliest few, in play order (none before it
        is made)."""
        if self.review is None:
            return ()
        return tuple(sorted(cost.number for cost in self.review.costliest()))

    def branch(self) -> Branch:
        """Where a game played on from the position shown comes from."""
        return Branch(self.game_id, self.at)
