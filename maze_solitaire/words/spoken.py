"""The text mode's words: a line per event, in plain text, cards as typed or as words.

The text mode (``maze-solitaire play --text``) is read through screen readers,
braille displays, slow lines and scripts, so every line here is plain text with
no escape sequence, and says what it says in one line: in what the output can
show (the :class:`Voice`'s glyphs, chosen as the full-screen game's are), so a
dash is the full screen's dash and a word typed back is written as typed where the
output takes UTF-8, and both are plain ASCII where it takes no more. Cards are written
as they are typed (``7H``, ``10H``) and places as ``r2c4``; with card words on
(``--words``, or the ``words`` command) they are written out: ``seven of
hearts``, ``row 2, column 4``. Every line is built from the figures, each card
and place written by the :class:`Voice` as it goes in: nothing is rewritten
after the sentence is made.
"""

from __future__ import annotations

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
    cards_in_order,
    cards_in_place,
    fillers,
    is_won,
    run_through,
    slot_name,
)
from maze_solitaire.play.events import (
    Abandoned,
    Asked,
    Cancelled,
    CannotFill,
    Continued,
    DailyAlready,
    DemoPace,
    DemoStarted,
    DemoStopped,
    Event,
    FitsNowhere,
    HintShown,
    How,
    LeftInProgress,
    LineLeft,
    Looking,
    LostTheGame,
    Mistake,
    Moved,
    NewDealsOf,
    NoDaily,
    NoLine,
    NotAChoice,
    NothingToRedo,
    NothingToUndo,
    Notice,
    Offered,
    ParProven,
    PlayedElsewhere,
    PlayedOn,
    Reason,
    Refused,
    Restarted,
    ReviewReady,
    SearchFailed,
    Started,
    WinUndone,
    Won,
    WonAlready,
    unhandled,
)
from maze_solitaire.play.goodbye import SharedWin
from maze_solitaire.play.modes import Question
from maze_solitaire.play.status import Showing, Status
from maze_solitaire.solver.answer import SOLVED, UNWINNABLE, Grade
from maze_solitaire.words import coach, said, screen
from maze_solitaire.words.common import code_name, duration, either, plural
from maze_solitaire.words.glyphs import ASCII, Glyphs
from maze_solitaire.words.variants import words_of

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
    return f"row {row + 1}, column {column + 1}"


class Voice(NamedTuple):
    """How the text mode writes cards and places: as typed (``7H``, ``r2c4``), or as words;
    and the rest in what its output can show (``glyphs``: the dash, free text such as a
    word typed back, in UTF-8 where the output takes it, else in ASCII)."""

    words: bool = False
    glyphs: Glyphs = ASCII

    def text(self, text: str) -> str:
        """Free text (a line made, an error, a word typed back) made safe to write."""
        return self.glyphs.text(text)

    def card(self, card: Card) -> str:
        """``10H`` (a ten as the board shows it, never ``TH``), or ``ten of hearts``."""
        return card_words(card) if self.words else card.ascii()

    def slot(self, slot: Slot) -> str:
        return slot_words(slot) if self.words else slot_name(slot)

    def gap(self, slot: Slot) -> str:
        """A gap on the board: ``[r2c4]``, or ``gap at row 2, column 4``."""
        return f"gap at {slot_words(slot)}" if self.words else f"[{slot_name(slot)}]"

    def move(self, move: Move) -> str:
        """``7H r1c1 -> r2c4``, or ``seven of hearts from row 1, column 1 to row 2, column 4``."""
        card, source, target = self.card(move.card), self.slot(move.source), self.slot(move.target)
        return f"{card} from {source} to {target}" if self.words else f"{card} {source} -> {target}"


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
            faces.append(voice.gap(slot) if cell is None else voice.card(cell))
        lines.append(f"Row {row + 1}: " + (", " if voice.words else " ").join(faces))
    return lines


def _neighbour(position: Position, slot: Slot, side: str, voice: Voice) -> str:
    if slot == NO_SLOT:
        return f"{side} the end of the line"
    cell = position[slot]
    return f"{side} a gap" if cell is None else f"{side} {voice.card(cell)}"


def gap_line(position: Position, gap: Slot, moves: Sequence[Move], voice: Voice) -> str:
    """A gap, its neighbours and what may fill it:
    ``Gap at r2c4, after 5H, before 9C: 6H from r1c8 or 8C from r4c3``."""
    variant = position.variant
    after = _neighbour(position, variant.left_of[gap], "after", voice)
    before = _neighbour(position, variant.right_of[gap], "before", voice)
    head = f"Gap at {voice.slot(gap)}, {after}, {before}"
    if not moves:
        return f"{head}: nothing may fill it ({coach.blocked_because(position, gap, voice)})"
    takes = [f"{voice.card(move.card)} from {voice.slot(move.source)}" for move in moves]
    return f"{head}: {either(takes)}"


def _numbered(items: Sequence[str]) -> str:
    return "; ".join(f"{number}: {item}" for number, item in enumerate(items, start=1))


PICK: Final = "type its number to play it"
"""How a numbered choice is answered."""


def fill_line(gap: Slot, moves: Sequence[Move], voice: Voice) -> str:
    """The cards that may fill ``gap``, numbered: ``Fill r2c4 with 1: 6H from r1c8; 2: ...``."""
    items = [f"{voice.card(move.card)} from {voice.slot(move.source)}" for move in moves]
    return f"Fill {voice.slot(gap)} with {_numbered(items)} ({PICK})"


def fits_line(card: Card, moves: Sequence[Move], voice: Voice) -> str:
    """The gaps ``card`` fits, numbered: ``7H fits 2 gaps: 1: r2c4; 2: r3c6``."""
    items = [voice.slot(move.target) for move in moves]
    return f"{voice.card(card)} fits {plural(len(moves), 'gap')}: {_numbered(items)} ({PICK})"


def changes_line(before: Position, after: Position, move: Move, voice: Voice) -> str:
    """What one card's move changed: the gap it opened (and what may fill it), the run
    it joined, the cards in order. ``Gap opened at r1c1: 8C or 6D may fill it. ...``"""
    opened, filled = move.source, move.target
    if after[opened] is not None:  # an undo: the card went back from the target
        opened, filled = filled, opened
    takes = [voice.card(card) for card in fillers(after, opened)]
    parts = [
        f"Gap opened at {voice.slot(opened)}: "
        + (f"{either(takes)} may fill it" if takes else "nothing may fill it now")
    ]
    run = run_through(after, filled)
    card = after[filled]
    if run is not None and card is not None:
        first, last = voice.card(run.first), voice.card(run.last)
        parts.append(f"{voice.card(card)} stands in a run: {first} to {last}, {run.length} cards")
    was, now = cards_in_order(before), cards_in_order(after)
    change = "no change" if now == was else f"{'up' if now > was else 'down'} {abs(now - was)}"
    parts.append(f"In order {now} of 48 ({change})")
    return ". ".join(parts) + "."


# -- the game's state ----------------------------------------------------------------------


def verdict(status: Status) -> str:
    """What the solver says of the position, as honestly as its answer allows."""
    known = status.answer
    if known is None:
        if status.failure:
            return f"nothing is known: the search failed ({status.failure})"
        return "the solver is still looking (ask again with status)"
    if known.optimal:
        return f"winnable: the shortest win from here is {plural(len(known.moves), 'move')}"
    if known.result == SOLVED:
        left = plural(known.lower_bound, "move")
        return f"winnable: the solver has a winning line, at least {left} from here"
    if known.result == UNWINNABLE:
        return "unwinnable: no won position can be reached from here; undo to an earlier one"
    return "no winning line found within the search budget (that is not a proof there is none)"


def status_line(position: Position, status: Status, showing: Showing | None = None) -> str:
    """``standard-1 (standard rules, easy): 3 moves, time 0:12, in order 5 of 48, in place
    0 of 48; winnable: ...``: the figures, then what the solver says (without the time or
    the solver's word where ``showing`` hides them)."""
    showing = Showing() if showing is None else showing
    rules = status.rules
    parts = [
        f"{code_name(status.code, rules)} ({words_of(rules).name}{_graded(status)}): "
        + plural(status.moves, "move"),
        *([f"time {duration(status.seconds)}"] if showing.clock else []),
        f"in order {cards_in_order(position)} of 48",
        f"in place {cards_in_place(position)} of 48",
    ]
    tail = []
    if is_won(position):
        tail.append("won")
    elif showing.verdict:
        tail.append(verdict(status))
    if status.branch is not None:
        tail.append(f"played on from game #{status.branch.game_id}: it counts apart")
    if status.par is not None:
        tail.append(screen.par_words(status.par, optimal=status.par_optimal))
    if status.scripted:
        tail.append("scripted: moves came from a file or a pipe, so it sets no record")
    elif status.helped:
        tail.append("helped: a win now is a win with help")
    if status.saving is False:
        tail.append("progress is not being saved")
    return "; ".join([", ".join(parts), *tail])


def _graded(status: Status) -> str:
    """A deal's grade, as the status line says it (a position's game has none)."""
    if status.code is None:
        return ""
    return f", {status.grade}" if status.grade else ", grade not known yet"


def new_deals(grade: Grade | None) -> str:
    """What ``new`` with a grade says (``new easy``, ``new any``)."""
    if grade is None:
        return "New deals are of any grade from now on"
    return f"New deals are {grade} from now on (new any: of any grade)"


# -- the events --------------------------------------------------------------------------------


def lines(event: Event, voice: Voice, grade: Grade | None = None) -> list[str]:
    """What the text mode says of ``event``, a line each; a new deal and a win name the
    deal's ``grade``, where it is given."""
    match event:
        case Moved(move, before, after, how):
            head = {How.UNDONE: "Undid ", How.REDONE: "Redid "}.get(how, "")
            return [head + voice.move(move), changes_line(before, after, move, voice)]
        case Won():
            return _won(event, grade, voice)
        case Started(code, rules, _, None):
            return [voice.text(screen.new_game(code, rules, grade))]
        case Offered(choice):
            first = choice.moves[0]
            if choice.for_gap:
                return [fill_line(first.target, choice.moves, voice)]
            return [fits_line(first.card, choice.moves, voice)]
        case Asked(question, _, code):
            return [question_line(question, code)]
        case Looking():
            return []  # the text mode waits, and says so if it waits long (STILL_LOOKING)
        case HintShown(move, step, position, left):
            hint = (move, step, position, left)
            return [coach.hint_step(hint, voice, f"{HINT_COMMAND} again")]
        case LostTheGame(blamed):
            return [coach.lost(blamed, "undo")]
        case LineLeft():
            return [coach.line_left("undo")]
        case Refused(reason):
            return [refusal(reason, voice)]
        case NewDealsOf(grade):
            return [new_deals(grade)]
        case ReviewReady():
            return []  # said when asked for: the text mode waits for it then
        case ParProven(par, floor):
            return [screen.par_proven(par, floor)]
        case (
            Restarted()
            | WinUndone()
            | Cancelled()
            | Started()
            | Continued()
            | Abandoned()
            | LeftInProgress()
            | PlayedElsewhere()
            | PlayedOn()
            | NoLine()
            | SearchFailed()
            | DemoStarted()
            | DemoStopped()
            | DemoPace()
            | Notice()  # in its own words
        ):
            return [voice.text(said.message(event, ASCII))]
        case _:
            unhandled(event)


def _won(won: Won, grade: Grade | None, voice: Voice) -> list[str]:
    forms = screen.won(
        won.code,
        won.moves,
        won.seconds,
        helped=won.helped,
        par=won.par,
        dash=voice.glyphs.dash,
        scripted=won.scripted,
        grade=grade,
    )
    said_lines = [voice.text(forms[0])]
    clean = not (won.helped or won.scripted or won.demo)
    feat = screen.win_news(won.feat, won.moves, won.par, clean=clean)
    if feat:
        said_lines.append(feat)
    if won.counted and won.code is not None:
        win = SharedWin(won.code, won.moves, won.seconds, won.par, won.helped, won.scripted)
        said_lines.append(screen.share_line(win, voice.glyphs))
    return [*said_lines, WON_NEXT]


def refusal(reason: Reason, voice: Voice) -> str:
    """Why a command could not be done, cards and places in this voice."""
    match reason:
        case WonAlready():
            return WON_ALREADY  # the keys the game names are not the commands here
        case CannotFill(position, gap):
            return coach.cannot_fill(position, gap, voice)
        case FitsNowhere(position, card):
            return coach.fits_nowhere(position, card, voice)
        case (
            NothingToUndo() | NothingToRedo() | NoDaily() | DailyAlready() | NotAChoice()
            | Mistake()
        ):  # fmt: skip
            return voice.text(said.refusal(reason, ASCII))
        case _:
            unhandled(reason)


def question_line(question: Question, code: Code | None) -> str:
    """A question, in the words the commands answer it with."""
    if question is Question.GO_TO and code is not None:
        return f"Play {code}? This game will count as lost. (y/n)"
    if question is Question.ABANDON:
        return f"Abandon {'that game' if code is None else code}? It will count as lost. (y/n)"
    return QUESTIONS[question]


HINT_COMMAND: Final = "hint"
"""The text mode's command for a hint (a test holds it to the command table)."""
QUESTIONS: Final = {
    Question.RESTART: screen.RESTART_QUESTION[0],
    Question.NEW: screen.NEW_QUESTION[0],
    Question.HINT: screen.hint_question(HINT_COMMAND)[0],
    Question.DEMO: screen.demo_question("demo")[0],  # the text mode has no demo: never asked
    Question.DAILY: screen.DAILY_QUESTION[0],
    Question.GO_TO: "Play that deal? This game will count as lost. (y/n)",
    Question.OPEN: screen.OPEN_QUESTION[0],
    Question.PLAY_ON: screen.PLAY_ON_QUESTION[0],
    Question.ABANDON: "Abandon that game? It will count as lost. (y/n)",
}
"""Each question, as the text mode asks it."""


# -- what the mode says of itself ------------------------------------------------------------

GREETING: Final = (
    "Maze solitaire, text mode: type a command and Enter; help lists them, quit stops "
    "(your game is saved, and resumes here or in the full-screen game)."
)
GREETING_UNSAVED: Final = (
    "Maze solitaire, text mode: type a command and Enter; help lists them, quit stops."
)
"""Where progress is not being saved (a folder that cannot be written): the game is
not promised to resume; why it is not saved is said next, once."""
PROMPT: Final = "> "
"""Written before each command is read, where the commands come from a terminal."""
WON_ALREADY: Final = (
    "Won already: new for a new deal, restart for this one again, undo for the winning move back"
)
WON_NEXT: Final = "new: a new deal; restart: this deal again; undo: the winning move back; quit"
STILL_LOOKING: Final = "No winning line yet: the solver is still looking, and the hint follows"
FINISHING: Final = screen.FINISHING
NOT_TEXT: Final = "That line is not text (not UTF-8): type help for the commands"
TOO_LONG: Final = "That line is too long to be a command: type help for the commands"
CANCELLED_BY: Final = "Cancelled (answer y or n)"
NO_QUESTION: Final = "No question is open: type help for the commands"
NOTHING_TO_PICK: Final = (
    "Nothing to pick: fill r2c4 numbers the cards that may fill a gap, play 7H the gaps a card fits"
)
NO_STATISTICS: Final = screen.NO_STATISTICS


def words_switched(on: bool) -> str:
    if on:
        return "Card words on: cards and places are written out (seven of hearts, row 2, column 4)"
    return "Card words off: cards and places are written as typed (7H, r2c4)"


def unknown(word: str) -> str:
    return f"Unknown command {word!r}: type help for the commands, or a card like 7H to play it"


def needs(command: str, what: str, example: str) -> str:
    """A command given without what it needs: ``fill needs a gap, like fill r2c4``."""
    return f"{command} needs {what}, like {example}"


def not_a_card(text: str, voice: Voice) -> str:
    """A card typed wrong: how to write one, in the voice the text mode writes cards in."""
    if voice.words:
        return f"{text!r} is not a card: write it like seven of hearts, 10 of diamonds, or 7H"
    return f"{text!r} is not a card: write it like 7H or 10D (rank, then suit S H D C)"


def not_a_gap(slot: Slot, card: Card, voice: Voice) -> str:
    return (
        f"{voice.slot(slot)} holds {voice.card(card)}, not a gap:"
        f" play {card.ascii()} moves it"
    )


def not_in_play(card: Card, voice: Voice) -> str:
    return f"{voice.card(card)} is not in play: the Kings are taken out at the deal"


def not_a_grade(text: str) -> str:
    """A grade typed wrong after ``new``."""
    return f"{text!r} is not a grade: new easy, new medium, new hard, new expert, or new any"


def not_a_place(text: str, voice: Voice) -> str:
    """A place typed wrong: how to name one, in the voice the text mode writes places in."""
    if voice.words:
        return f"{text!r} is not a place: name it like row 2, column 4 (rows 1-6, columns 1-9)"
    return f"{text!r} is not a place: name it by row and column, like r2c4 (r1c1 to r6c9)"


def rules_lines(variant_words: Sequence[str], name: str) -> list[str]:
    """The rules of the variant played, whole."""
    return [f"The {name}:", *variant_words, IN_ORDER]


IN_ORDER: Final = (
    "In order counts the cards that stand right after the card they will follow in the end;"
    " in place counts those already where the win has them, never to move again. 48 in"
    " order is a win."
)


def variant_rules(position: Position) -> list[str]:
    """The rules of the variant ``position`` is played under."""
    words = words_of(position.variant)
    return rules_lines(words.rules(), words.name)

