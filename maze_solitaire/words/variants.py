"""Each reading of the rules in words, whole, in one table: what the game's help, the text
mode's ``rules``, the title line, the first game's welcome and the manual say of it.

Every variant's rules are written out whole for that variant (not as the standard
rules and a paragraph that contradicts them), and a test holds each text to its
variant: no variant's words state a rule of another's.
"""

from typing import Final

from maze_solitaire.engine import AISLERIOT, PYSOL, STANDARD, VARIANTS, Variant
from maze_solitaire.values import Value

_MOVES: Final = (
    "Move any card into a gap where it is the next card of the same suit after the card"
    " on the gap's left, or any Ace after a Queen, or the previous card of the same suit"
    " before the card on the gap's right (nothing goes before an Ace). A gap gives nothing"
    " to a gap beside it."
)
_RING: Final = (
    "The rows run on into each other, and r6c9 runs on into r1c1: the 54 places are one ring,"
    " and left and right follow it."
)
_READING_WIN: Final = (
    "Put the cards in order: reading the rows from r1c1 to r6c9 and skipping the gaps, four"
    " runs A to Q, each of one suit (in any order of suits). Gaps may end up anywhere, even"
    " inside a run."
)
_WELCOME: Final = (
    "Welcome! Build four suit runs A→Q, reading from the top left; ? for the rules",
    "Welcome! Build four suit runs A→Q from the top left; ? for the rules",
    "Goal: four suit runs A→Q; ? for the rules",
    "Goal: suit runs A→Q; ? for the rules",
    "? for the rules",
)


class VariantWords(Value):
    """What people read of one variant."""

    __match_args__ = ("name", "origin", "goal", "moves", "ring", "welcome")
    __slots__ = __match_args__

    def __init__(  # each made with its fields named
        self, *, name: str, origin: str, goal: str, moves: str, ring: str, welcome: tuple[str, ...]
    ):
        self.name: Final = name
        """The rules as people call them: after the program they come from."""
        self.origin: Final = origin
        """Where they come from, and what sets them apart, in a sentence (the manual)."""
        self.goal: Final = goal
        self.moves: Final = moves
        """Which cards a gap takes."""
        self.ring: Final = ring
        """How the rows run on."""
        self.welcome: Final = welcome
        """What a first game says until its first move, the longest form first."""

    def rules(self) -> tuple[str, str, str]:
        """The rules in three paragraphs: the goal, the moves, the ring."""
        return self.goal, self.moves, self.ring


WORDS: Final[dict[Variant, VariantWords]] = {
    STANDARD: VariantWords(
        name="standard rules",
        origin="The traditional description of Maze (as Wikipedia and SolSuite give it);"
        " the default.",
        goal=_READING_WIN,
        moves=_MOVES,
        ring=_RING,
        welcome=_WELCOME,
    ),
    PYSOL: VariantWords(
        name="PySolFC rules",
        origin="PySolFC's Maze (its game 144), with PySolFC's own game numbers: the same"
        " moves, but each run fills 12 places in a row, starting anywhere round the ring.",
        goal="Put the cards in order: four runs A to Q, each of one suit and each in 12 places"
        " in a row with no gap inside it (in any order of suits). A run may start anywhere,"
        " even run on from r6c9 into r1c1; the gaps stand between runs.",
        moves=_MOVES,
        ring=_RING,
        welcome=(
            "Welcome! Build four suit runs A→Q, each 12 places in a row, anywhere;"
            " ? for the rules",
            "Welcome! Build four unbroken suit runs A→Q, anywhere; ? for the rules",
            "Goal: four unbroken suit runs A→Q; ? for the rules",
            "Goal: suit runs A→Q; ? for the rules",
            "? for the rules",
        ),
    ),
    AISLERIOT: VariantWords(
        name="Aisleriot rules",
        origin="GNOME Aisleriot's Maze: the rows do not run on from r6c9 into r1c1; r1c1"
        " takes any Ace, r6c9 any Queen, and a Queen may go left of any Ace.",
        goal="Put the cards in order: reading the rows from r1c1 to r6c9 and skipping the"
        " gaps, four runs A to Q, each of one suit (in any order of suits): the first card"
        " read is an Ace, the last a Queen. Gaps may end up anywhere, even inside a run.",
        moves="Move any card into a gap where it is the next card of the same suit after the"
        " card on the gap's left, or any Ace after a Queen, or the previous card of the same"
        " suit before the card on the gap's right, or any Queen before an Ace. A gap at r1c1"
        " takes any Ace, and a gap at r6c9 any Queen. A gap gives nothing to a gap beside it.",
        ring="The rows run on into each other, from r1c1 to r6c9; r6c9 is the end: it does"
        " not run on into r1c1.",
        welcome=_WELCOME,  # read from the top left too
    ),
}
"""Every variant's words, by variant (a test holds it to :data:`VARIANTS`)."""


def words_of(variant: Variant) -> VariantWords:
    return WORDS[variant]


def words_named(name: str) -> VariantWords:
    """The words of the variant called ``name`` (a saved game's or a statistic's)."""
    return WORDS[VARIANTS[name]]
