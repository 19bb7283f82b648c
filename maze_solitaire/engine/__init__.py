"""The pure rules engine of Maze: no curses, no files, no clock, no chance.

This package is the engine's face: code outside it imports what it needs
from here, never from the modules below (they may be rearranged). Each noun
owns its text form: :class:`Card`, :class:`Move` and :class:`Position` parse
and print their notation, and ``slot_name``/``parse_slot`` name slots.

Glossary (the rule book, engine/RULES.md, has the rules themselves):

slot
    One of the 54 places of the layout, numbered 0-53 in reading order
    (:data:`Slot`). People see 6 rows of 9 and write ``r2c4``.
cycle
    The slots form one ring: the slot right of 53 is 0, left of 0 is 53.
gap
    An empty slot; there are always exactly six.
neighbour
    The slots left and right of a slot on the cycle.
card
    One of the 48 cards in play (:class:`Card`, the Kings never are).
position
    Which card or gap stands in each slot (:class:`Position`), immutable.
move
    A card carried from its slot into a gap (:class:`Move`).
run
    Cards in reading order, gaps skipped, that go A, 2, … Q in one suit.
    The game is won when the 48 cards read as four runs.
deal number
    An integer that names one starting layout forever: ``0 <= n < 2**32`` in
    our deals, PySolFC's game numbers ``1 <= n < 10**20`` under ``pysol``.
share code
    One short string naming a variant and a deal (``pysol-617``), or a day's
    daily deal (``daily-2026-12-01``): :class:`Code`.
variant
    One reading of the rules (:class:`Variant`): ``standard``, ``pysol`` or
    ``aisleriot``. A position knows the variant it is played under.
game
    A start, the moves played and the moves undone (:class:`Game`).
"""

from maze_solitaire.engine.cards import (
    ACE,
    ACES,
    ALL_CARDS,
    KING,
    PLAYING_CARDS,
    QUEEN,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    card,
)
from maze_solitaire.engine.codes import (
    DAILY,
    Code,
    CodeError,
    check_day_has_come,
    code_for,
    daily_code,
    daily_number,
    parse_code,
    parse_day,
)
from maze_solitaire.engine.deals import (
    DEAL_COUNT,
    check_deal_number,
    deal,
)
from maze_solitaire.engine.errors import (
    DealNumberError,
    IllegalMoveError,
    InvalidPositionError,
    MazeError,
    NotationError,
    NothingToUndoError,
)
from maze_solitaire.engine.game import Game
from maze_solitaire.engine.move import Move
from maze_solitaire.engine.position import NOWHERE, Position
from maze_solitaire.engine.reasons import Place, Side, places_for, sides_of
from maze_solitaire.engine.rules import (
    FOLLOWERS,
    PRECEDERS,
    Run,
    blocked_gaps,
    blocked_reason,
    cards_in_order,
    cards_in_place,
    fillers,
    in_place_slots,
    is_legal,
    is_won,
    legal_moves,
    play,
    run_through,
)
from maze_solitaire.engine.shuffles import Cell
from maze_solitaire.engine.slots import (
    COLUMNS,
    GAP_COUNT,
    LEFT_OF,
    RIGHT_OF,
    ROWS,
    SLOT_COUNT,
    Slot,
    parse_slot,
    slot_at,
    slot_name,
)
from maze_solitaire.engine.variant import (
    AISLERIOT,
    NO_SLOT,
    PYSOL,
    STANDARD,
    VARIANTS,
    Variant,
    variant_named,
)

__all__ = [
    "ACE",
    "ACES",
    "AISLERIOT",
    "ALL_CARDS",
    "COLUMNS",
    "DAILY",
    "DEAL_COUNT",
    "FOLLOWERS",
    "GAP_COUNT",
    "KING",
    "LEFT_OF",
    "NOWHERE",
    "NO_SLOT",
    "PLAYING_CARDS",
    "PRECEDERS",
    "PYSOL",
    "QUEEN",
    "RIGHT_OF",
    "ROWS",
    "SLOT_COUNT",
    "STANDARD",
    "SUITS",
    "SUIT_SYMBOLS",
    "VARIANTS",
    "Card",
    "Cell",
    "Code",
    "CodeError",
    "DealNumberError",
    "Game",
    "IllegalMoveError",
    "InvalidPositionError",
    "MazeError",
    "Move",
    "NotationError",
    "NothingToUndoError",
    "Place",
    "Position",
    "Run",
    "Side",
    "Slot",
    "Variant",
    "blocked_gaps",
    "blocked_reason",
    "card",
    "cards_in_order",
    "cards_in_place",
    "check_day_has_come",
    "check_deal_number",
    "code_for",
    "daily_code",
    "daily_number",
    "deal",
    "fillers",
    "in_place_slots",
    "is_legal",
    "is_won",
    "legal_moves",
    "parse_code",
    "parse_day",
    "parse_slot",
    "places_for",
    "play",
    "run_through",
    "sides_of",
    "slot_at",
    "slot_name",
    "variant_named",
]
