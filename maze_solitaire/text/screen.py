"""What the curses game says and shows: titles, the status line, prompts, messages, the help.

The key names and what each key does are in the key table
(:mod:`maze_solitaire.tui.keymap`), which feeds both the dispatch and the
help screen; everything else the game writes is here.
"""

from __future__ import annotations

from typing import Final

from maze_solitaire.engine import Card, Move, Position, Slot, blocked_reason, slot_name
from maze_solitaire.text.glyphs import Glyphs
from maze_solitaire.text.words import deal_name, deal_short, duration, plural

TITLE: Final = "Maze solitaire"
YOU_WON: Final = "You won!"
BACK: Final = ("Press any key to go back to the game.", "Any key: back")
"""The last line of the help and statistics screens, and a shorter form where it does not fit."""
NEXT_PAGE: Final = ("Any key: the next page; Esc: back to the game", "Any key: on; Esc: back")
"""The last line of a page of help or statistics that is not the last."""
CHOOSING_HINT: Final = "(digit or Tab+Enter; Esc cancels)"
NOT_SAVING: Final = "not saving"

HELP_RULES: Final = (
    "Put the cards in order: reading the rows from r1c1 to r6c9 and skipping the "
    "gaps, four runs A to Q, each of one suit (in any order of suits).",
    "Move any card into a gap where it is the next card of the same suit after "
    "the card on the gap's left, or any Ace after a Queen, or the previous card "
    "of the same suit before the card on its right (nothing goes before an Ace). "
    "A gap gives nothing to a gap beside it; [xxx] marks a gap nothing can fill.",
    "The rows run on into each other, and r6c9 runs on into r1c1. "
    "Gaps may end up anywhere. Underlined cards already stand in place.",
)


def help_rules(glyphs: Glyphs) -> tuple[str, ...]:
    """The rules in brief, with the blocked gap drawn as the board draws it, and what
    the status line says."""
    rules = tuple(rule.replace("[xxx]", f"[{glyphs.blocked * 3}]") for rule in HELP_RULES)
    check, at_least = glyphs.check, glyphs.at_least
    status = (
        "The status line: the deal, your moves and time, and In order N/48, the cards"
        " that stand right after the card they will follow in the end (48 is a win)."
        f" Then the solver: 'winnable {check} ({at_least} 42 moves left)' ({check}{at_least}42"
        " where room is short) when it has a winning line from here, and no win takes"
        " fewer than 42 moves; 'searching...' while it looks; 'no line found' when it"
        " gave up, which proves nothing; 'unwinnable' only once it has seen every"
        " position you can reach."
    )
    return (*rules, status)


WELCOME: Final = (
    "Welcome! Build four suit runs A→Q, reading from the top left; ? for the rules",
    "Welcome! Build four suit runs A→Q from the top left; ? for the rules",
    "Goal: four suit runs A→Q; ? for the rules",
    "Goal: suit runs A→Q; ? for the rules",
    "? for the rules",
)
"""What a first game says until its first move, the longest form first."""


def screen_title(screen: str, glyphs: Glyphs) -> str:
    """``Maze solitaire — help``."""
    return f"{TITLE} {glyphs.dash} {screen}"


def too_small(need: tuple[int, int], have: tuple[int, int], glyphs: Glyphs) -> list[list[str]]:
    """What a terminal too small for the board shows: phrases to lay out in the room
    there is, the longest form first, down to nothing at all."""
    need_text = f"{need[0]}{glyphs.times}{need[1]}"
    have_text = f"{have[0]}{glyphs.times}{have[1]}"
    return [
        ["terminal too small:", f"need {need_text},", f"have {have_text}"],
        ["too small:", f"need {need_text}", f"have {have_text}"],
        ["too small", need_text],
        [need_text],
        [],
    ]


def status_parts(
    deal: int | None, moves: int, seconds: float, in_order: int, compact: bool
) -> list[str]:
    """The figures of the status line, in full or (for a narrow board) in short."""
    if compact:
        return [
            deal_short(deal),
            f"{moves} mv",
            duration(seconds),
            f"{in_order}/48",
        ]
    return [
        deal_name(deal).capitalize(),
        f"Moves {moves}",
        f"Time {duration(seconds)}",
        f"In order {in_order}/48",
    ]


def won(deal: int | None, moves: int, seconds: float, helped: bool) -> list[str]:
    """The win, the longest form first."""
    how = "a win with help" if helped else "a clean win"
    took = f"{plural(moves, 'move')} and {duration(seconds)}"
    what = "this position" if deal is None else deal_name(deal)
    return [
        f"You won {what} in {took}: {how}!",
        f"You won in {took}: {how}!",
        f"Won in {moves} moves, {duration(seconds)}{' (helped)' if helped else ''}",
        f"Won: {moves} mv, {duration(seconds)}",
    ]


def feat(first: bool, fewest: bool, fastest: bool) -> str:
    """What a clean win was beside the records; empty when nothing."""
    if first:
        return "Your first clean win of a deal!"
    beaten = [what for what, yes in (("fewest moves", fewest), ("fastest", fastest)) if yes]
    return f"New record: {' and '.join(beaten)}!" if beaten else ""


def won_keys(deal: int | None) -> tuple[str, ...]:
    """What the keys do once the game is won, the longest form first."""
    again = "this deal" if deal is not None else "this position"
    return (
        f"n new deal  r {again} again  u undo the win  s stats  q quit",
        "n new  r again  u undo  s stats  q quit",
        "n new  r again  q quit",
    )
UNDID_THE_WIN: Final = "Undid the winning move: the win stays counted; play on as you like"
WON_ALREADY: Final = "Won already: n for a new deal, r for this one again"


def fill_prompt(gap: Slot) -> tuple[str, str]:
    """What a choice of cards for a gap is headed by, and a shorter form."""
    return f"Fill {slot_name(gap)}:", f"{slot_name(gap)}:"


def move_prompt(card: Card, glyphs: Glyphs) -> tuple[str, str]:
    """What a choice of gaps for a card is headed by, and a shorter form."""
    return f"Move {glyphs.card(card)} to:", f"{glyphs.card(card)}:"


# -- messages ------------------------------------------------------------------------------

CANCELLED: Final = "Cancelled"
NOTHING_TO_UNDO: Final = "Nothing to undo"
NOTHING_TO_REDO: Final = "Nothing to redo"
BACK_TO_THE_DEAL: Final = "Back to the deal (the moves can be redone)"
LOOKING: Final = "Looking for a winning line..."
DEMO_STARTED: Final = "Demo: any key stops it"
DEMO_STOPPED: Final = "Demo stopped"
NO_STATISTICS: Final = "No statistics: games are not being kept"
RESTART_QUESTION: Final = ("Restart this deal? (y/n)", "Restart? (y/n)")
NEW_QUESTION: Final = (
    "A new deal? This game will count as lost. (y/n)",
    "New deal? This game is lost. (y/n)",
    "New deal? (y/n)",
)
HINT_QUESTION: Final = (
    "A hint makes this a win with help, not a clean win. Show it? (y/n)",
    "A hint costs the clean win. Go on? (y/n)",
    "No clean win then. Hint? (y/n)",
)
DEMO_QUESTION: Final = (
    "The demo makes this a win with help, not a clean win. Start it? (y/n)",
    "The demo costs the clean win. Go on? (y/n)",
    "No clean win then. Demo? (y/n)",
)
PAUSED: Final[tuple[list[str], ...]] = (
    ["Paused: the board is hidden", "and the clock stands still.", "Any key goes on."],
    ["Paused.", "Any key goes on."],
    ["Paused"],
    [],
)
"""The pause, in as many words as there is room for."""
def go_to(typed: str, glyphs: Glyphs) -> list[str]:
    """The line under the board while the number of a deal is typed."""
    cursor = "▏" if glyphs.unicode else "_"
    return [
        f"Go to deal: {typed}{cursor}  (Enter goes, Esc cancels)",
        f"Go to deal: {typed}{cursor}",
        f"Deal {typed}{cursor}",
    ]


def go_to_question(deal: int) -> tuple[str, ...]:
    return (
        f"Deal #{deal}? This game will count as lost. (y/n)",
        f"Deal #{deal}? This game is lost. (y/n)",
        f"Deal #{deal}? (y/n)",
    )


HELPED: Final = "helped"
"""The status line's word for a game that hints or the demo helped."""


def demo_playing(seconds: float) -> list[str]:
    """What the line under the board says while the demo plays, the longest form first."""
    return [
        f"Demo: a move every {seconds:g} s; + faster, - slower, any other key stops it",
        f"Demo: {seconds:g} s a move; +/- pace; any key stops",
        "Demo: any key stops it",
    ]


def demo_pace(seconds: float) -> str:
    return f"Demo pace: a move every {seconds:g} s"


def choose_between(count: int) -> str:
    return f"Choose 1 to {count}"


def cannot_fill(position: Position, gap: Slot) -> str:
    return f"Nothing may fill {slot_name(gap)}: {blocked_reason(position, gap)}"


def fits_nowhere(card: Card, glyphs: Glyphs) -> str:
    return f"{glyphs.card(card)} fits no gap now"


def undid(move: Move, glyphs: Glyphs) -> str:
    return f"Undid {glyphs.move(move)}"


def redid(move: Move, glyphs: Glyphs) -> str:
    return f"Redid {glyphs.move(move)}"


def hint(move: Move, glyphs: Glyphs) -> str:
    return f"Hint: {glyphs.move(move)}"


def new_game(deal: int | None) -> str:
    return f"New game: {deal_name(deal)}"


def four_color(on: bool, colors_shown: bool) -> str:
    unseen = "" if colors_shown else " (seen only where colours are shown)"
    return f"Four-colour deck {'on' if on else 'off'}{unseen}"
