"""The text mode's words: a line per event, in plain ASCII, cards as typed or as words.

The text mode (``maze-solitaire play --text``) is read through screen
readers, braille displays, slow lines and scripts, so every line here is
plain ASCII with no escape sequence, and says what it says in one line.
Cards are written as they are typed (``7H``, ``10H``) and places as
``r2c4``; with card words on (``--words``, or the ``words`` command) they
are written out: ``seven of hearts``, ``row 2, column 4``. Messages from
elsewhere (the controller's, the engine's errors) go through
:meth:`Voice.say`, which writes their cards and places the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final, NamedTuple

from maze_solitaire.engine import (
    COLUMNS,
    NO_SLOT,
    ROWS,
    Card,
    Code,
    Move,
    Position,
    Slot,
    blocked_reason,
    cards_in_order,
    cards_in_place,
    fillers,
    is_won,
    slot_name,
)
from maze_solitaire.solver.answer import SOLVED, UNWINNABLE, SolveResult
from maze_solitaire.words.common import RULES_NAMES, code_name, duration, plural
from maze_solitaire.words.glyphs import ASCII
from maze_solitaire.words.screen import HELP_VARIANT

RANK_WORDS: Final = (
    "ace",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
)
SUIT_WORDS: Final = ("spades", "hearts", "diamonds", "clubs")
_SUIT_LETTERS: Final = "SHDC"
_RANK_LETTERS: Final = {"A": 1, "T": 10, "10": 10, "J": 11, "Q": 12, "K": 13}

_CARD: Final = r"(?<![\w#])(10|[2-9AJQKT])([SHDC])(?!\w)"
_SLOT: Final = r"(?<!\w)r([1-6])c([1-9])(?!\w)"
_MOVE_TEXT: Final = re.compile(rf"{_CARD} ({_SLOT}) -> ({_SLOT})")
_CARD_TEXT: Final = re.compile(_CARD)
_SLOT_TEXT: Final = re.compile(_SLOT)
_TEN: Final = re.compile(r"(?<![\w#])T([SHDC])(?!\w)")


def card_words(card: Card) -> str:
    """``seven of hearts``.

    >>> from maze_solitaire.engine import Card
    >>> card_words(Card.parse("TD"))
    'ten of diamonds'
    """
    return f"{RANK_WORDS[card.rank - 1]} of {SUIT_WORDS[card.suit]}"


def slot_words(slot: Slot) -> str:
    """``row 2, column 4`` for r2c4 (slot 12)."""
    row, column = divmod(slot, COLUMNS)
    return _slot_text(str(row + 1), str(column + 1))


def _card_text(rank: str, suit: str) -> str:
    number = _RANK_LETTERS.get(rank) or int(rank)
    return f"{RANK_WORDS[number - 1]} of {SUIT_WORDS[_SUIT_LETTERS.index(suit)]}"


def _slot_text(row: str, column: str) -> str:
    return f"row {row}, column {column}"


def in_words(text: str) -> str:
    """ASCII text with its cards, places and moves written out as words.

    >>> in_words("Hint: 7H r1c1 -> r2c4")
    'Hint: seven of hearts from row 1, column 1 to row 2, column 4'
    >>> in_words("only TD or 10C may fill r3c6")
    'only ten of diamonds or ten of clubs may fill row 3, column 6'
    """

    def move(match: re.Match[str]) -> str:
        card = _card_text(match[1], match[2])
        return f"{card} from {_slot_text(match[4], match[5])} to {_slot_text(match[7], match[8])}"

    text = _MOVE_TEXT.sub(move, text)
    text = _CARD_TEXT.sub(lambda m: _card_text(m[1], m[2]), text)
    text = _SLOT_TEXT.sub(lambda m: _slot_text(m[1], m[2]), text)
    return text.replace(" -> ", " to ").replace(">=", "at least")


class Voice(NamedTuple):
    """How the text mode writes: cards as typed (``7H``), or as words."""

    words: bool = False

    def say(self, text: str) -> str:
        """Any line, made plain ASCII, its cards and places written this voice's way
        (a ten as ``10H``, as the board shows it, never ``TH``)."""
        plain = _TEN.sub(r"10\1", ASCII.text(text))
        return in_words(plain) if self.words else plain

    def card(self, card: Card) -> str:
        return card_words(card) if self.words else card.ascii()

    def slot(self, slot: Slot) -> str:
        return slot_words(slot) if self.words else slot_name(slot)

    def either(self, items: Sequence[str]) -> str:
        """``7H or 8C``; ``A, B or C``."""
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])} or {items[-1]}"


# -- the board and the gaps --------------------------------------------------------------


def board_lines(position: Position, voice: Voice) -> list[str]:
    """The rows, one line each, left to right; a gap is named by its place.

    ``Row 1: 7H 9S 4H 8D 8H 5C JH 6H [r1c9]``, or with words
    ``Row 1: seven of hearts, nine of spades, ..., gap at row 1, column 9``.
    """
    lines = []
    for row in range(ROWS):
        faces = []
        for slot in range(row * COLUMNS, (row + 1) * COLUMNS):
            cell = position[slot]
            if cell is not None:
                faces.append(voice.card(cell))
            elif voice.words:
                faces.append(f"gap at {voice.slot(slot)}")
            else:
                faces.append(f"[{slot_name(slot)}]")
        lines.append(f"Row {row + 1}: " + (", " if voice.words else " ").join(faces))
    return lines


def _neighbour(position: Position, slot: Slot, side: str) -> str:
    if slot == NO_SLOT:
        return f"{side} the end of the line"
    cell = position[slot]
    return f"{side} a gap" if cell is None else f"{side} {cell.ascii()}"


def gap_line(position: Position, gap: Slot, moves: Sequence[Move], voice: Voice) -> str:
    """A gap, its neighbours and what may fill it:
    ``Gap at r2c4, after 5H, before 9C: 6H from r1c8 or 8C from r4c3``."""
    variant = position.variant
    after = _neighbour(position, variant.left_of[gap], "after")
    before = _neighbour(position, variant.right_of[gap], "before")
    head = f"Gap at {slot_name(gap)}, {after}, {before}"
    if not moves:
        return voice.say(f"{head}: nothing may fill it ({blocked_reason(position, gap)})")
    takes = [f"{move.card.ascii()} from {slot_name(move.source)}" for move in moves]
    return voice.say(f"{head}: {voice.either(takes)}")


def _numbered(items: Sequence[str]) -> str:
    return "; ".join(f"{number}: {item}" for number, item in enumerate(items, start=1))


PICK: Final = "type its number to play it"
"""How a numbered choice is answered."""


def fill_line(gap: Slot, moves: Sequence[Move], voice: Voice) -> str:
    """The cards that may fill ``gap``, numbered: ``Fill r2c4 with 1: 6H from r1c8; 2: ...``."""
    items = [f"{move.card.ascii()} from {slot_name(move.source)}" for move in moves]
    return voice.say(f"Fill {slot_name(gap)} with {_numbered(items)} ({PICK})")


def fits_line(card: Card, moves: Sequence[Move], voice: Voice) -> str:
    """The gaps ``card`` fits, numbered: ``7H fits 2 gaps: 1: r2c4; 2: r3c6``."""
    items = [slot_name(move.target) for move in moves]
    fits = f"{card.ascii()} fits {plural(len(moves), 'gap')}"
    return voice.say(f"{fits}: {_numbered(items)} ({PICK})")


# -- after a move ------------------------------------------------------------------------


def _run_around(position: Position, slot: Slot) -> tuple[Card, Card, int] | None:
    """The run the card at ``slot`` stands in, as the win counts cards in order (its
    first and last cards and its length), if it is longer than the card alone."""
    cells = position.cells
    cards = [cell for cell in cells if cell is not None]
    follows = position.variant.in_order(cells)
    here = cards.index(cells[slot])  # type: ignore[arg-type]  # a card stands at slot
    first = here
    while first > 0 and follows[first] and cards[first].rank != 1:
        first -= 1
    last = here
    while last + 1 < len(cards) and follows[last + 1] and cards[last + 1].rank != 1:
        last += 1
    if first == last:
        return None
    return cards[first], cards[last], last - first + 1


def changes_line(before: Position, after: Position, voice: Voice) -> str:
    """What one card's move changed: the gap it opened (and what may fill it), the run
    it joined, the cards in order. ``Gap opened at r1c1: 8C or 6D may fill it. ...``"""
    (opened,) = set(after.gaps) - set(before.gaps)
    (filled,) = set(before.gaps) - set(after.gaps)
    takes = [card.ascii() for card in fillers(after, opened)]
    parts = [
        f"Gap opened at {slot_name(opened)}: "
        + (f"{voice.either(takes)} may fill it" if takes else "nothing may fill it now")
    ]
    run = _run_around(after, filled)
    card = after[filled]
    if run is not None and card is not None:
        first, last, length = run
        parts.append(
            f"{card.ascii()} stands in a run: {first.ascii()} to {last.ascii()}, {length} cards"
        )
    was, now = cards_in_order(before), cards_in_order(after)
    change = "no change" if now == was else f"{'up' if now > was else 'down'} {abs(now - was)}"
    parts.append(f"In order {now} of 48 ({change})")
    return voice.say(". ".join(parts) + ".")


# -- the game's state ----------------------------------------------------------------------


def verdict(known: SolveResult | None) -> str:
    """What the solver says of the position, as honestly as its answer allows."""
    if known is None:
        return "the solver is still looking (ask again with status)"
    if known.optimal:
        return f"winnable: the shortest win from here is {plural(len(known.moves), 'move')}"
    if known.result == SOLVED:
        left = plural(known.lower_bound, "move")
        return f"winnable: the solver has a winning line, at least {left} from here"
    if known.result == UNWINNABLE:
        return "unwinnable: no won position can be reached from here; undo to an earlier one"
    return "no winning line found within the search budget (that is not a proof there is none)"


def status_line(
    position: Position,
    known: SolveResult | None,
    *,
    code: Code | None,
    rules: str,
    moves: int,
    seconds: float,
    par: int | None,
    helped: bool,
    saving: bool | None,
) -> str:
    """``standard-1 (standard rules): 3 moves, time 0:12, in order 5 of 48, in place 0 of
    48; winnable: ...``: the figures, then what the solver says."""
    parts = [
        f"{code_name(code, rules)} ({RULES_NAMES[rules]}): {plural(moves, 'move')}",
        f"time {duration(seconds)}",
        f"in order {cards_in_order(position)} of 48",
        f"in place {cards_in_place(position)} of 48",
    ]
    tail = ["won" if is_won(position) else verdict(known)]
    if par is not None:
        tail.append(f"par {par}")
    if helped:
        tail.append("helped: a win now is a win with help")
    if saving is False:
        tail.append("progress is not being saved")
    return ", ".join(parts) + "; " + "; ".join(tail)


# -- what the mode says of itself ------------------------------------------------------------

GREETING: Final = (
    "Maze solitaire, text mode: type a command and Enter; help lists them, quit stops "
    "(your game is saved, and resumes here or in the full-screen game)."
)
PROMPT: Final = "> "
"""Written before each command is read, where the commands come from a terminal."""
WON_ALREADY: Final = (
    "Won already: new for a new deal, restart for this one again, undo for the winning move back"
)
WON_NEXT: Final = "new: a new deal; restart: this deal again; undo: the winning move back; quit"
STILL_LOOKING: Final = "No winning line yet: the solver is still looking, and the hint follows"
NOT_TEXT: Final = "That line is not text (not UTF-8): type help for the commands"
TOO_LONG: Final = "That line is too long to be a command: type help for the commands"
CANCELLED_BY: Final = "Cancelled (answer y or n)"
NO_QUESTION: Final = "No question is open: type help for the commands"
NOTHING_TO_PICK: Final = (
    "Nothing to pick: fill r2c4 numbers the cards that may fill a gap, play 7H the gaps a card fits"
)


def words_switched(on: bool) -> str:
    if on:
        return "Card words on: cards and places are written out (seven of hearts, row 2, column 4)"
    return "Card words off: cards and places are written as typed (7H, r2c4)"


def unknown(word: str) -> str:
    return f"Unknown command {word!r}: type help for the commands, or a card like 7H to play it"


def needs(command: str, what: str, example: str) -> str:
    """A command given without what it needs: ``fill needs a gap, like fill r2c4``."""
    return f"{command} needs {what}, like {example}"


def not_a_gap(slot: Slot, card: Card) -> str:
    return f"{slot_name(slot)} holds {card.ascii()}, not a gap: play {card.ascii()} moves it"


def not_in_play(card: Card) -> str:
    return f"{card.ascii()} is not in play: the Kings are taken out at the deal"


def not_a_place(text: str) -> str:
    return f"{text!r} is not a place: name it by row and column, like r2c4 (r1c1 to r6c9)"


def go_to_question(code: Code) -> str:
    return f"Play {code}? This game will count as lost. (y/n)"


class Command(NamedTuple):
    """A command of the text mode, as ``help`` lists it."""

    name: str
    short: str
    argument: str
    help: str
    also: tuple[str, ...] = ()
    """Other names it answers to."""

    def names(self) -> tuple[str, ...]:
        """Every name it answers to, the long one first."""
        return (self.name, *((self.short,) if self.short else ()), *self.also)


COMMANDS: Final = (
    Command("board", "b", "", "the rows, read left to right; gaps named by their place"),
    Command("gaps", "g", "", "each gap, its neighbours and the cards that may fill it"),
    Command("fill", "f", "r2c4", "the cards that may fill the gap r2c4, numbered: a number picks"),
    Command("play", "p", "7H", "move 7H to the gap it fits (numbered if two); 7H alone does too"),
    Command("move", "m", "7H r2c4", "move 7H into the gap r2c4; 7H r2c4 alone does too"),
    Command("undo", "u", "", "take back the last move (as often as you like)"),
    Command("redo", "r", "", "play again the move last taken back"),
    Command("hint", "h", "", "the next move of a winning line (asks first: no clean win then)"),
    Command("status", "s", "", "moves, time, cards in order and in place, the solver's verdict"),
    Command("restart", "", "", "this deal again from the start (asks first once you have moved)"),
    Command("new", "n", "", "a new deal under the same rules (asks first once you have moved)"),
    Command("deal", "d", "N", "deal N under the same rules (asks first once you have moved)"),
    Command("code", "c", "C", "the deal a share code names (standard-7, pysol-617, daily-...)"),
    Command("daily", "t", "", "today's daily deal"),
    Command("stats", "", "", "your statistics under the rules played"),
    Command("rules", "", "", "the rules of the game being played"),
    Command("words", "w", "", "cards as words (seven of hearts) or as typed (7H), in turn"),
    Command("help", "?", "", "this list"),
    Command("quit", "q", "", "save and stop (exit, or the end of input, does the same)", ("exit",)),
)


def help_lines() -> list[str]:
    """The commands, one a line, then how cards and places are written."""
    lines = ["Commands (upper or lower case; the short form in brackets):"]
    for command in COMMANDS:
        name = f"{command.name} {command.argument}".strip()
        short = f" ({command.short})" if command.short else ""
        lines.append(f"  {name}{short}: {command.help}")
    lines.append(
        "Cards: rank A 2 3 4 5 6 7 8 9 10 J Q, suit S H D C (7H, 10D). Places: r2c4 is row 2, "
        "column 4. A question is answered y or n; a number picks from a numbered list."
    )
    return lines


RULES: Final = (
    "Goal: reading the rows from r1c1 to r6c9 and skipping the gaps, four runs A to Q, "
    "each of one suit (in any order of suits). Kings are out of the game; there are 6 gaps.",
    "A move puts any card into a gap where it is the next card of the same suit after the "
    "card on the gap's left, or any Ace after a Queen, or the previous card of the same "
    "suit before the card on the gap's right (nothing goes before an Ace). A gap gives "
    "nothing to a gap beside it.",
    "The rows run on into each other, and r6c9 runs on into r1c1. Gaps may end up anywhere.",
    "In order counts the cards that stand right after the card they will follow in the end; "
    "in place counts those already where the win has them, from r1c1. 48 in order is a win.",
)


def rules_lines(rules: str) -> list[str]:
    """The rules of the variant played: the standard rules, then what the variant changes."""
    variant = [HELP_VARIANT[rules]] if HELP_VARIANT[rules] else []
    return [f"The {RULES_NAMES[rules]}:", *RULES, *variant]
