"""What the curses game says and shows: titles, the status line, prompts, messages, the help.

The key names and what each key does are in the key table
(:mod:`maze_solitaire.fullscreen.keymap`), which feeds both the dispatch and the
help screen; everything else the game writes is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import (
    Card,
    Code,
    Move,
    Slot,
    Variant,
    slot_name,
)
from maze_solitaire.words.common import code_name, code_short, duration, plural
from maze_solitaire.words.glyphs import Glyphs
from maze_solitaire.words.variants import words_of

if TYPE_CHECKING:
    from maze_solitaire.play.goodbye import SharedWin
    from maze_solitaire.play.modes import Feat
    from maze_solitaire.solver.answer import Grade
    from maze_solitaire.storage import Branch

TITLE: Final = "Maze solitaire"
YOU_WON: Final = "You won!"
WON_QUIETLY: Final = "Won"
"""The title of a scripted win, or one the demo made: no cheer."""
GAME: Final = "game"
"""Where a screen over the board goes back to, as its footer says: the game, or (a
review's) the list or the replay it was opened from."""
LIST: Final = "list"
REPLAY: Final = "replay"


def page_footers(*, before: bool, after: bool, back_to: str = GAME) -> tuple[str, ...]:
    """The last line of a page of help, statistics or a review (how to go on from it), in
    forms from the longest to one that fits 40 columns: ``before`` and ``after`` say
    whether a page comes before it and after it; ``back_to`` names where Esc goes
    (:data:`GAME`, :data:`LIST`, :data:`REPLAY`)."""
    if before and after:
        return (
            f"Any key: the next page; PgUp: the page before; Esc: back to the {back_to}",
            f"Any key: on; PgUp: back a page; Esc: {back_to}",
            f"Key: on; PgUp: back; Esc: {back_to}",
        )
    if after:
        return (f"Any key: the next page; Esc: back to the {back_to}", "Any key: on; Esc: back")
    if before:
        return (
            f"PgUp: the page before; any other key: back to the {back_to}",
            f"PgUp: back a page; any key: {back_to}",
            f"PgUp: back; key: {back_to}",
        )
    return (f"Press any key to go back to the {back_to}.", "Any key: back")


CHOOSING_HINT: Final = "(digit or Tab+Enter; Esc cancels)"
NOT_SAVING: Final = "not saving"

def help_rules(glyphs: Glyphs, variant: Variant) -> tuple[str, ...]:
    """The rules of the variant played, the blocked gap drawn as the board draws it, and
    what the status line says."""
    goal, moves, ring = words_of(variant).rules()
    blocked = f"[{glyphs.blocked * 3}] marks a gap nothing can fill now."
    marks = f"On the board, {glyphs.runs_on} after a row marks that it runs on"
    if variant.ring_closes:
        marks += f", and {glyphs.ring_start} before r1c1 that r6c9 runs on into it"
    rules = (goal, f"{moves} {blocked}", f"{ring} {marks}.")
    check, at_least = glyphs.check, glyphs.at_least
    status = (
        "The status line: the deal's share code and its grade (easy, medium, hard or expert:"
        " the length of the line a quick, fixed search finds, each grade a quarter of the"
        " deals; G chooses the grade n deals), your moves and time, and In order N/48, the"
        " cards that stand right after the card they will follow in the end (48 is a win)."
        f" Then the solver: 'winnable {check} ({at_least} 42 moves left)' ({check}{at_least}42"
        " where room is short) when it has a winning line from here, and no win takes"
        f" fewer than 42 moves; 'shortest win: 7 moves' ({check}=7) once it has proven that"
        " no win is shorter; 'searching...' while it looks; 'no line found' when it"
        " gave up, which proves nothing; 'unwinnable' only once it has seen every"
        " position you can reach; 'search failed' when the search itself broke down."
        " Underlined cards already stand in place."
    )
    return (*rules, status)


def title_rules(code: Code | None, rules: Variant) -> tuple[str, ...]:
    """What the title line says on its right of the game played, the longest form first:
    the rules, and a daily says it is the daily (``daily deal, standard rules``)."""
    name = words_of(rules).name
    if code is None or code.day is None:
        return (name,)
    day = code.day.isoformat()
    return (f"the daily deal of {day}, {name}", f"daily deal, {name}", "daily deal", "daily")


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
    code: Code | None,
    rules: Variant,
    moves: int,
    seconds: float,
    in_order: int,
    *,
    compact: bool,
    clock: bool = True,
    grade: Grade | None = None,
    branch: Branch | None = None,
    optimum: int | None = None,
) -> list[str]:
    """The figures of the status line, in full or (where room is short) in short; the
    time only with ``clock``, the deal's grade only where ``grade`` is given, and par
    where it is proven the shortest win (``optimum``: a daily's); a game played on from
    another (``branch``) says which in full (``standard-5 from #3``)."""
    graded: list[str] = [grade] if grade else []
    if optimum is not None:
        graded.append(par_words(optimum, optimal=True))
    if compact:
        time = [duration(seconds)] if clock else []
        return [code_short(code), *graded, f"{moves} mv", *time, f"{in_order}/48"]
    time = [f"Time {duration(seconds)}"] if clock else []
    name = code_name(code, rules) + ("" if branch is None else f" from #{branch.game_id}")
    return [name, *graded, f"Moves {moves}", *time, f"In order {in_order}/48"]


def won(
    code: Code | None,
    moves: int,
    seconds: float,
    *,
    helped: bool,
    par: int | None,
    dash: str,
    scripted: bool = False,
    grade: Grade | None = None,
) -> list[str]:
    """The win against par (``61 moves — par 54``, once par is known), the longest form
    first; the first names the deal and its grade (``standard-7 (easy)``), once known."""
    how = "a scripted win" if scripted else "a win with help" if helped else "a clean win"
    counted = plural(moves, "move") + ("" if par is None else f" {dash} par {par}")
    short = f"{moves} mv" + ("" if par is None else f" (par {par})")
    took = f"{counted}, {duration(seconds)}"
    what = "this position" if code is None else code.text()
    graded = f" ({grade})" if grade else ""
    mark = "" if helped or scripted else "!"  # a helped or scripted win is not cheered
    return [
        f"You won {what}{graded}: {took}, {how}{mark}",
        f"You won {what}: {took}, {how}{mark}",
        f"You won: {took}, {how}{mark}",
        f"Won: {took}{' (scripted)' if scripted else ' (helped)' if helped else ''}",
        f"Won: {short}, {duration(seconds)}",
        f"Won: {short}",
        "Won!",
    ]


def share_line(win: SharedWin, glyphs: Glyphs) -> str:
    """A win to share: ``Maze daily-2026-12-01 · 61 moves (par 54) · 4:12 · clean``."""
    counted = plural(win.moves, "move") + ("" if win.par is None else f" (par {win.par})")
    how = "scripted" if win.scripted else "helped" if win.helped else "clean"
    parts = ["Maze " + win.code.text(), counted, duration(win.seconds), how]
    return f" {'·' if glyphs.unicode else '|'} ".join(parts)


COPIED: Final = "Share line copied to the clipboard (OSC 52)"
COPY_MAYBE: Final = "Share line sent to the clipboard (OSC 52), if the terminal allows it"
"""Where the terminal's support for OSC 52 is not known (the line is printed on quitting)."""
NO_COPY: Final = "No clipboard to copy to in this terminal: the share line is printed when you quit"
NOTHING_TO_SHARE: Final = "Only a numbered deal's win has a share line (a position has no code)"
NOT_WON_YET: Final = "Nothing to share yet: win this deal, then c copies its share line"


def feat(feat: Feat) -> str:
    """What a clean win was beside the records; empty when nothing."""
    if feat.first:
        return "Your first clean win of a deal!"
    records = (("the fewest moves", feat.fewest), ("the fastest time", feat.fastest))
    beaten = [what for what, yes in records if yes]
    if not beaten:
        return ""
    return f"Record beaten: {' and '.join(beaten)} of all your clean wins"


def par_words(par: int, *, optimal: bool) -> str:
    """Par as the status says it: ``par 47``, or ``par 47 (optimal)`` where no win is
    shorter (a daily's, proven)."""
    return f"par {par} (optimal)" if optimal else f"par {par}"


def par_proven(par: int | None, floor: int) -> str:
    """What the daily's proof in the background found, when it ends (``par`` None: it ran
    out of its allowance, no win shorter than ``floor`` seen)."""
    if par is not None:
        return f"Par {par} is proven optimal: no win of this daily is shorter"
    return (
        f"Par not proven optimal within the proof's allowance: no win of this daily "
        f"takes fewer than {floor} moves"
    )


def par_news(moves: int, par: int | None) -> str:
    """A win beside par, said plainly; empty when par is not known or not reached."""
    if par is None or moves > par:
        return ""
    if moves == par:
        return f"Par {par} met"
    return f"Par {par} beaten by {plural(par - moves, 'move')}"


def win_news(won_feat: Feat, moves: int, par: int | None, *, clean: bool) -> str:
    """What a win was beside the records and par, for a clean win only; empty when nothing."""
    if not clean:
        return ""
    return " - ".join(text for text in (feat(won_feat), par_news(moves, par)) if text)


def won_keys(shared: bool) -> tuple[tuple[tuple[str, str], ...], ...]:
    """What the keys do once the game is won, the longest form first (``shared``:
    a deal's win, which has a share line and is played again as "this deal"): each
    form a row of (the key, what it does), shown as ``n new deal``."""
    again = "this deal" if shared else "this position"
    copy = (("c", "copy"),) if shared else ()
    whole = (("n", "new deal"), ("r", f"{again} again"), ("u", "undo the win"), *copy)
    short = (("n", "new"), ("r", "again"), ("u", "undo"), *copy)
    review, rest = (("v", "review"),), (("s", "stats"), ("q", "quit"))
    return (
        (*whole, *review, *rest),
        (*whole, *rest),
        (*short, *review, *rest),
        (*short, *rest),
        (("n", "new"), ("r", "again"), *copy, ("q", "quit")),
        (("n", "new"), ("r", "again"), ("q", "quit")),
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
FINISHING: Final = "Why: the line is being finished first, to say its length..."
"""The hint's why, asked for while its line is still being polished: it follows."""
DEMO_STARTED: Final = "Demo: any key stops it"
DEMO_STOPPED: Final = "Demo stopped"
NO_STATISTICS: Final = "No statistics: games are not being kept"
RESTART_QUESTION: Final = ("Restart this deal? (y/n)", "Restart? (y/n)")
NEW_QUESTION: Final = (
    "A new deal? This game will count as lost. (y/n)",
    "New deal? This game is lost. (y/n)",
    "New deal? (y/n)",
)
def hint_question(again: str) -> tuple[str, ...]:
    """The question a hint asks in a clean game, and shorter forms of it; ``again``: the
    key or command that asked, which asked again says yes (``H``, ``hint``)."""
    return (
        f"A hint makes this a win with help, not a clean win. Show it? (y/n, or {again} again)",
        f"A hint costs the clean win. Go on? (y/n, or {again} again)",
        f"No clean win then. Hint? (y/n/{again})",
        "No clean win then. Hint? (y/n)",
    )


def demo_question(again: str) -> tuple[str, ...]:
    """The question the demo asks in a clean game, as :func:`hint_question` does."""
    return (
        f"The demo makes this a win with help, not a clean win. Start it? (y/n, or {again} again)",
        f"The demo costs the clean win. Go on? (y/n, or {again} again)",
        f"No clean win then. Demo? (y/n/{again})",
        "No clean win then. Demo? (y/n)",
    )


PAUSED: Final[tuple[list[str], ...]] = (
    ["Paused: the board is hidden", "and the clock stands still.", "Any key goes on."],
    ["Paused.", "Any key goes on."],
    ["Paused"],
    [],
)
"""The pause, in as many words as there is room for."""


def typing_cursor(glyphs: Glyphs) -> str:
    """Where the next digit goes, as :func:`go_to` draws it."""
    return "▏" if glyphs.unicode else "_"


def go_to(typed: str, glyphs: Glyphs) -> list[str]:
    """The line under the board while the number of a deal is typed."""
    cursor = typing_cursor(glyphs)
    return [
        f"Go to deal: {typed}{cursor}  (Enter goes, Esc cancels)",
        f"Go to deal: {typed}{cursor}",
        f"Deal {typed}{cursor}",
    ]


def find_card(typed: str, glyphs: Glyphs) -> list[str]:
    """The line under the board while a card to find is typed."""
    cursor = typing_cursor(glyphs)
    return [
        f"Find card: {typed}{cursor}  (e.g. 7h or Qs; Esc cancels)",
        f"Find card: {typed}{cursor}",
        f"Card {typed}{cursor}",
    ]


NEED_A_CARD: Final = "Type a card, like 7h or Qs (10h or Th for a ten)"


def not_a_card(typed: str) -> str:
    return f"{typed} is not a card: type one like 7h or Qs"


def need_a_deal(first: int, last: int) -> str:
    """What Enter on an empty go-to field is told."""
    return f"Type a deal number ({first} to {last}), then Enter"


_KEY_NAMES: Final = {
    "KEY_IC": "Insert",
    "KEY_DC": "Delete",
    "KEY_BACKSPACE": "Backspace",
    "KEY_PPAGE": "PgUp",
    "KEY_NPAGE": "PgDn",
    "KEY_ENTER": "Enter",
    "^I": "Tab",
    "^[": "Esc",
}


def key_name(key: str) -> str:
    """A key as a player knows it: ``KEY_F(2)`` is F2, ``^X`` Ctrl-X."""
    if key in _KEY_NAMES:
        return _KEY_NAMES[key]
    if key.startswith("KEY_F(") and key.endswith(")"):
        return "F" + key[6:-1]
    if key.startswith("KEY_"):
        return key[4:].capitalize()
    if key.startswith("^") and len(key) == 2:
        return "Ctrl-" + key[1]
    return key


def unknown_key(key: str) -> str:
    """What a key bound to nothing is told."""
    return f"{key_name(key)} does nothing: ? lists the keys"


OPEN_QUESTION: Final = (
    "Play that saved game on? This game will count as lost. (y/n)",
    "Play it on? This game is lost. (y/n)",
    "Play it? (y/n)",
)


def abandon_question(game_id: int) -> tuple[str, ...]:
    """Whether to end the saved game ``game_id`` (not the one played) as lost."""
    return (
        f"Abandon game #{game_id}? It will count as lost. (y/n)",
        f"Abandon #{game_id}? It is lost. (y/n)",
        f"Abandon #{game_id}? (y/n)",
    )


PLAY_ON_QUESTION: Final = (
    "Play on from this position? This game will count as lost. (y/n)",
    "Play on from here? This game is lost. (y/n)",
    "Play on? (y/n)",
)


DAILY_QUESTION: Final = (
    "Today's daily deal? This game will count as lost. (y/n)",
    "Today's daily? This game is lost. (y/n)",
    "Daily deal? (y/n)",
)
NO_DAILY: Final = "There is no daily deal here"


def daily_already(code: Code) -> str:
    return f"This is today's daily deal already ({code})"


def at_most_digits(digits: int, largest: int) -> str:
    return f"Deal numbers have at most {digits} digits here (the largest is {largest})"


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


def undid(move: Move, glyphs: Glyphs) -> str:
    return f"Undid {glyphs.move(move)}"


def redid(move: Move, glyphs: Glyphs) -> str:
    return f"Redid {glyphs.move(move)}"


def new_game(code: Code | None, rules: Variant, grade: Grade | None = None) -> str:
    """``New game: standard-7``, and its grade where it is given (``(easy)``)."""
    return f"New game: {code_name(code, rules)}" + (f" ({grade})" if grade else "")


def new_deals(grade: Grade | None) -> str:
    """What the grade chosen for new deals (the ``G`` key) says."""
    if grade is None:
        return "New deals (n) are of any grade now (G: a grade, easy to expert)"
    return f"New deals (n) are {grade} now (G: the next grade)"


def four_color(on: bool, colors_shown: bool) -> str:
    unseen = "" if colors_shown else " (seen only where colours are shown)"
    return f"Four-colour deck {'on' if on else 'off'}{unseen}"
