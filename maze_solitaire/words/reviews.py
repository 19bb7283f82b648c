"""A game's review and its replay in words: for ``review``, the review screen, the replay's
lines, and the text mode.

Moves are worded by the caller's ``say`` (the glyphs' ``move``, or the text mode's
voice), so that one text serves every face. The review's figures are the solver's
(:class:`~maze_solitaire.solver.answer.Review`); nothing here works one out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.solver.answer import Cost, Distance, Review
from maze_solitaire.storage import GameSummary
from maze_solitaire.words.common import plural
from maze_solitaire.words.glyphs import Glyphs

if TYPE_CHECKING:
    from maze_solitaire.engine import Code, Move
    from maze_solitaire.play.replays import Replay

SayMove = Callable[["Move"], str]
"""How a move is worded: ``7♥ r1c1 → r1c9``, ``7H r1c1 -> r1c9``, or in words."""



def game_title(summary: GameSummary) -> str:
    """``game #12, standard-7`` (a position's game: ``game #12, a custom position``)."""
    from maze_solitaire.words.games import summary_code  # here: it reads dates

    code = summary_code(summary)
    if code is not None:
        return f"game #{summary.game_id}, {code}"
    if summary.branch is not None:
        source = summary.branch
        return (
            f"game #{summary.game_id}, played on from game #{source.game_id} "
            f"after {plural(source.move, 'move')}"
        )
    return f"game #{summary.game_id}, a custom position"


def outcome(summary: GameSummary) -> str:
    """``won in 61 moves``, ``lost after 40 moves``, ``in progress, 12 moves so far``."""
    moves = plural(summary.moves, "move")
    if summary.result == "playing":
        return f"in progress, {moves} so far"
    return f"won in {moves}" if summary.result == "won" else f"lost after {moves}"


def review_lines(review: Review, summary: GameSummary, par: int | None, say: SayMove) -> list[str]:
    """The review in a few lines: who played (the demo or hints, where they helped), how
    the game went against par and the best line known, what became of the win in a game
    lost, the moves that cost the most, and what the review proved."""
    lines = [f"Review of {game_title(summary)}: {outcome(summary)}.", *_who_played(summary)]
    yours = not summary.demo  # the demo's moves are not the player's to be told of
    lines += _against_par(review, par, yours) if review.won else _where_the_win_went(review, say)
    costly = review.costliest()
    if costly:
        lines.append("The moves that cost the most:")
        lines += [f"  {costly_line(cost, say)}" for cost in costly]
    elif review.costs():
        lines.append(
            "Every move kept the win within one move of the best line known."
            if yours
            else "Every move played kept the win within one move of the best line known."
        )
    lines.append(_what_was_proven(review))
    return lines


def _who_played(summary: GameSummary) -> list[str]:
    """Who played the game, where it was not the player alone: the demo, or hints."""
    if summary.demo:
        return ["The demo played moves of this game: the line reviewed is partly or all its."]
    if summary.hints:
        return [f"You played it with {plural(summary.hints, 'hint')}."]
    return []


def _what_was_proven(review: Review) -> str:
    """What the review's figures are, in a player's words: how many positions it proved
    it knows the shortest win from (or that none is left), the rest its best within a
    fixed budget."""
    positions = len(review.distances)
    proven = sum(1 for distance in review.distances if distance.proven)
    if proven == positions:
        known = f"From every one of the game's {positions} positions, the review proved"
        return f"{known} the shortest way to a win (or that none was left)."
    return (
        f"From {proven} of the game's {positions} positions, the review proved the shortest"
        " way to a win (or that none was left); from the others, its lines are the shortest"
        " it found with a fixed effort, the same on every machine, so a shorter one may exist."
    )


def _against_par(review: Review, par: int | None, yours: bool) -> list[str]:
    moves = len(review.moves)
    said = []
    if par is not None:
        said.append(f"Against par: {plural(moves, 'move')}, par {par}: {_against(moves, par)}.")
    first = review.distances[0]
    if first.moves is not None:
        shortest = ", the fewest there are" if first.proven else ""
        played = "yours" if yours else "the line played"
        said.append(
            f"The best line the review knows from the start: {plural(first.moves, 'move')}"
            f"{shortest} ({_against(moves, first.moves, 'more', 'fewer')} than {played})."
            if moves != first.moves
            else f"{'Your line' if yours else 'The line played'} is as short as the best the"
            f" review knows{shortest}."
        )
    return said


def _against(moves: int, par: int, over: str = "over par", under: str = "under par") -> str:
    """``7 over par``, ``2 under par``, ``at par``; with other words, ``9 more``/``2 fewer``."""
    if moves == par:
        return "at par"
    if over == "more":  # of the best line, told from its side
        return f"{abs(moves - par)} {under if moves > par else over}"
    return f"{abs(moves - par)} {over if moves > par else under}"


def _where_the_win_went(review: Review, say: SayMove) -> list[str]:
    """For a game not won: from where the last win known was, what its first move was,
    and what came after (shown unwinnable, or no line found)."""
    last = review.last_winnable()
    final = len(review.moves)
    if last is None:
        if review.distances[0].unwinnable:
            return ["No win could be reached from the start: every position was searched."]
        return ["The review found no winning line from any position of the game."]
    distance = review.distances[last]
    assert distance.moves is not None and distance.best is not None
    way = f"{say(distance.best)} leads to one in {plural(distance.moves, 'move')}"
    if last == final:
        return [f"When the game was left, a win was still in reach: {way}."]
    where = "from the start" if last == 0 else f"after move {last}"
    said = [f"A win was still in reach {where}: {way}."]
    dead = review.first_unwinnable()
    if dead == last + 1:
        said.append(
            f"Move {dead} ({say(review.moves[last])}) left no win to reach: every position"
            " after it was searched."
        )
    else:
        said.append(
            f"After move {last + 1} ({say(review.moves[last])}) the review found no winning"
            " line within its budget, which does not prove there is none."
        )
    return said


def costly_line(cost: Cost, say: SayMove) -> str:
    """``move 14, 7♥ r1c1 → r1c9, cost 3 moves: a win was 31 away before it, 33 after;
    better: 8♣ r4c3 → r1c9``."""
    head = f"move {cost.number}, {say(cost.move)}"
    better = "" if cost.before.best is None else f"; better: {say(cost.before.best)}"
    extra = cost.extra
    if extra is None:
        gone = "no win to reach" if cost.after.unwinnable else "no line found"
        return f"{head}, lost the win: {cost.before.moves} away before it, {gone} after{better}"
    proven = " (proven)" if cost.proven else ""
    return (
        f"{head}, cost {plural(extra, 'move')}: a win was {cost.before.moves} away before it,"
        f" {cost.after.moves} after{proven}{better}"
    )


def distance_words(distance: Distance) -> str:
    """``a win in 33 (best known)``, ``a win in 12 (the fewest)``, ``won``, ``no win
    (proven)``, ``no line found``."""
    if distance.moves == 0:
        return "won"
    if distance.moves is None:
        return "no win (proven)" if distance.proven else "no line found"
    known = "the fewest" if distance.proven else "best known"
    return f"a win in {distance.moves} ({known})"


REVIEW_WAITING: Final = "The review is being made (a few seconds, in the background)..."
REVIEW_STILL: Final = "it is still being made: ask again in a while"
REPLAY_AT_END: Final = "That is the end of the game: back, start, play on, or stop"
REPLAY_AT_START: Final = "That is the start of the game: next, end, play on, or stop"
REPLAY_LEFT: Final = "Back to your game."


def replay_opened(replay: Replay) -> str:
    """The text mode's first words of a replay."""
    return (
        f"{replay_title(replay)[0]}. At the start: next, back, start, end, play on, review;"
        " stop goes back to your game."
    )


def in_a_replay(game_id: int) -> str:
    """A command of the game typed while a game is played back."""
    return (
        f"In the replay of game #{game_id}: next, back, start, end, play on, review, board;"
        " stop goes back to your game"
    )


def replay_first(command: str) -> str:
    """A replay's command typed with no replay shown."""
    return f"{command} works in a replay: replay N first (replay alone: the game that ended last)"
REVIEW_NONE: Final = "No ended game to review yet: finish or abandon a game first."


def reviewing_line(game_id: int, done: int, total: int) -> str:
    """How far the review being made has got (a progress line)."""
    return f"Reviewing game #{game_id}: {done} of {plural(total, 'position')} looked at..."


def not_kept_line(reason: str) -> str:
    """The review was printed, but could not be kept with its game."""
    return f"maze-solitaire: note: the review was not kept ({reason}); it is made again when asked"


def review_failed(game_id: int, failure: str) -> str:
    return f"The review of game #{game_id} could not be made: {failure}"


def review_title(game_id: int) -> str:
    """The review screen's title (short: it fits 40 columns with its page count)."""
    return f"review #{game_id}"


# -- the replay ---------------------------------------------------------------------------------


def replay_title(replay: Replay) -> tuple[str, ...]:
    """The replay's title, the longest form first."""
    summary = replay.summary
    return (
        f"Replay of {game_title(summary)}, {outcome(summary)}",
        f"Replay of game #{summary.game_id}, {outcome(summary)}",
        f"Replay #{summary.game_id}",
    )


def replay_move(replay: Replay, say: SayMove) -> tuple[str, ...]:
    """Where the replay is and the move that led there, with what it cost once the review
    is made; the longest form first."""
    last = replay.last
    played = replay.played
    if played is None:
        to_come = plural(last, "move")
        return (f"The start: {to_come} to come", "The start", "Start")
    at = f"Move {replay.at} of {last}: {say(played)}"
    cost = replay.cost()
    forms = [at, f"{replay.at}/{last}: {say(played)}", f"{replay.at}/{last}"]
    if cost is not None:
        forms.insert(0, f"{at} {cost_words(cost)}")
        if cost.extra != 0 and cost.before.best is not None:
            forms.insert(0, f"{at} {cost_words(cost)}; better: {say(cost.before.best)}")
    return tuple(forms)


def cost_words(cost: Cost) -> str:
    """What a move cost, briefly: ``(+3)``, ``(kept the best line)``, ``(lost the win)``."""
    extra = cost.extra
    if extra is None:
        return "(lost the win)"
    if extra == 0:
        return "(on a best line)"
    return f"(cost {plural(extra, 'move')})"


def replay_status(replay: Replay, playing: float | None) -> tuple[str, ...]:
    """The position's distance to a win, and the pace when playing; the longest first."""
    distance = replay.distance
    known = REVIEW_PENDING if distance is None else distance_words(distance)
    if replay.summary.result == "playing":
        known = NOT_ENDED
    pace = "" if playing is None else f" - playing, a move every {playing:g} s"
    marked = replay.marked()
    costly = "" if not marked else "; costliest moves " + ", ".join(str(m) for m in marked)
    return (
        f"From here: {known}{costly}{pace}",
        f"From here: {known}{pace}",
        known,
    )


REVIEW_PENDING: Final = "review still being made"
NOT_ENDED: Final = "no review: the game is in progress"


def timeline(replay: Replay, width: int, glyphs: Glyphs) -> str:
    """The game as a bar ``width`` wide: where the replay is, and the costliest moves
    marked (``!``); e.g. ``[───!────●───!──]``."""
    inside = max(width - 2, 1)
    line = ["─" if glyphs.unicode else "-"] * inside
    last = max(replay.last, 1)
    for number in replay.marked():
        line[min(inside - 1, (number - 1) * inside // last)] = "!"
    line[min(inside - 1, replay.at * inside // (last + 1))] = "●" if glyphs.unicode else "o"
    return f"[{''.join(line)}]"


def replay_keys(playing: bool) -> tuple[tuple[tuple[str, str], ...], ...]:
    """The replay's keys line, the longest first: each key a click on its label is, and
    the label (Space pauses a replay that plays on by itself)."""
    space = ("Space pause", "Spc ||") if playing else ("Space play", "Spc")
    return (
        (("KEY_LEFT", "← back"), ("KEY_RIGHT", "→ on"), ("KEY_HOME", "Home start"),
         ("KEY_END", "End end"), (" ", space[0]), ("p", "p play on"), ("v", "v review"),
         ("^[", "Esc back")),
        (("KEY_LEFT", "←/→ step"), (" ", space[0]), ("p", "p play on"), ("v", "v review"),
         ("^[", "Esc")),
        (("KEY_LEFT", "←→"), (" ", space[1]), ("p", "p on"), ("v", "v"), ("^[", "Esc")),
    )  # fmt: skip




def played_on(game_id: int, move: int, code: Code | None = None) -> str:
    """A new game from a replayed game's position (``code``: the deal that game came from)."""
    at = "its start" if move == 0 else f"move {move}"
    of = "" if code is None else f" ({code.text()})"
    return f"Playing on from game #{game_id}{of} at {at}: counted apart, as a position's game"
