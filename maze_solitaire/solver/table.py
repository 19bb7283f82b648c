"""What a search keeps: its positions, numbered, and its queue, all in flat arrays.

A search reaches hundreds of thousands of positions, and keeps each one: a
dictionary of byte strings costs some 160 bytes a position before anything is
known of it, so the searches keep theirs here instead, in about a third of that.

:class:`PositionTable`
    Each position reached gets a *number* (1, 2, …; 0 is none), and its cells
    are written once, at ``number * width`` of one ``bytearray``. An
    open-addressing hash table of numbers (an ``array`` of ints, at most two
    thirds full, searched on by linear probing) finds a position's number from
    its cells. What a search knows of each position is then kept in arrays
    indexed by its number (:class:`~.search.best_first`'s depth, parent,
    move, estimate, …): a few bytes each, no object per position.
:class:`LastInQueue`, :class:`FirstInQueue`
    The queues of the searches, as *buckets*: every entry with the same key
    in one ``array`` of ints, and a heap of the keys in use. Each search
    takes the least key first and, among entries of one key, the newest
    (best-first) or the oldest (the exact search): exactly the order a heap
    of ``(key, -age)`` or ``(key, age)`` tuples gives, at 8 bytes an entry
    and no comparison of tuples (4 bytes for the exact search's, node numbers).

Nothing here decides what a search finds: which position is taken next is the
searches' own rule (their docstrings), and the hash only decides where a
position is written, never in what order anything is seen.

The compiled core keeps its positions the same way in C (``table.c``), with a
hash of its own kept up to date move by move.
"""

from __future__ import annotations

from array import array
from heapq import heappop, heappush
from typing import Final, Generic, TypeVar

from maze_solitaire.solver.compact import Step

_FIRST_SIZE: Final = 1 << 12
"""Places in a new table's hash index (a power of two)."""


class PositionTable:
    """Positions by number, their cells written one after another (see the module).

    >>> table = PositionTable(3)
    >>> place = table.find(b"abc")
    >>> place < 0
    True
    >>> table.add(b"abc", place), table.find(b"abc"), table.cells(1)
    (1, 1, bytearray(b'abc'))
    >>> len(table)
    1
    """

    __slots__ = ("count", "index", "keys", "mask", "room", "width")

    def __init__(self, width: int):
        self.width = width
        """Bytes of cells a position: the variant's slot count."""
        self.keys = bytearray(width)
        """The cells of position ``n`` at ``n * width`` (number 0 is no position)."""
        self.count = 0
        self.index = array("i", bytes(4 * _FIRST_SIZE))
        """Numbers by hash (open addressing, linear probing), 0 where none."""
        self.mask = _FIRST_SIZE - 1
        self.room = _FIRST_SIZE * 2 // 3
        """The count at which the index grows (to stay at most two thirds full: the
        probes a miss takes stay few, and the index takes 6 to 12 bytes a position)."""

    def __len__(self) -> int:
        return self.count

    def find(self, cells: bytes) -> int:
        """The number of the position with these ``cells``, or, if the table has none,
        a negative number that :meth:`add` takes to add it there."""
        index, mask, width = self.index, self.mask, self.width
        place = hash(cells) & mask
        number = index[place]
        same = self.keys.startswith
        while number and not same(cells, number * width):
            place = (place + 1) & mask
            number = index[place]
        return number or ~place

    def add(self, cells: bytes, place: int) -> int:
        """Add the position with ``cells`` (not in the table; ``place`` is what :meth:`find`
        answered, with nothing added since) and give its number."""
        self.count += 1
        number = self.count
        self.keys += cells
        self.index[~place] = number
        if number >= self.room:
            self._grow()
        return number

    def cells(self, number: int) -> bytearray:
        """The cells of position ``number``."""
        start = number * self.width
        return self.keys[start : start + self.width]

    def _grow(self) -> None:
        """Twice the places in the index, every position hashed again from its cells."""
        size = 2 * len(self.index)
        index = array("i", bytes(4 * size))
        mask = size - 1
        keys, width = self.keys, self.width
        for number in range(1, self.count + 1):
            start = number * width
            place = hash(bytes(keys[start : start + width])) & mask
            while index[place]:
                place = (place + 1) & mask
            index[place] = number
        self.index, self.mask, self.room = index, mask, size * 2 // 3


def line_to(node: int, parents: array[int], steps: array[int]) -> list[Step]:
    """The steps that led a search from its start (node 1) to ``node``: each node's
    parent and move (``card << 16 | source << 8 | target``) in the search's arrays."""
    line = []
    while node != 1:
        step = steps[node]
        line.append((step >> 16, (step >> 8) & 0xFF, step & 0xFF))
        node = parents[node]
    line.reverse()
    return line


Key = TypeVar("Key", int, tuple[float, float])


class _Buckets(Generic[Key]):
    """Entries (ints) in buckets by key, and a heap of the keys that have a bucket,
    each with its bucket (keys differ: the heap never compares two buckets)."""

    __slots__ = ("_buckets", "_heap")

    def __init__(self) -> None:
        self._buckets: dict[Key, array[int]] = {}
        self._heap: list[tuple[Key, array[int]]] = []

    def __bool__(self) -> bool:
        return bool(self._heap)

    def bucket(self, key: Key) -> array[int]:
        """The bucket of ``key``: append entries to it (an entry must be appended to a
        bucket asked for before another key's bucket is taken from)."""
        found = self._buckets.get(key)
        if found is None:
            found = self._buckets[key] = self._new()
            heappush(self._heap, (key, found))
        return found

    def push(self, key: Key, entry: int) -> None:
        self.bucket(key).append(entry)

    def _new(self) -> array[int]:
        return array("q")

    def _emptied(self, key: Key) -> None:
        del self._buckets[key]
        heappop(self._heap)


class LastInQueue(_Buckets[tuple[float, float]]):
    """Best-first's queue: by key, least first; among equal keys, the newest entry first.

    >>> queue = LastInQueue()
    >>> for key, entry in (((2.0, 1.0), 10), ((1.0, 1.0), 11), ((2.0, 1.0), 12)):
    ...     queue.push(key, entry)
    >>> [queue.pop() for _ in range(3)], bool(queue)
    ([((1.0, 1.0), 11), ((2.0, 1.0), 12), ((2.0, 1.0), 10)], False)
    """

    __slots__ = ()

    def pop(self) -> tuple[tuple[float, float], int]:
        """The least key and its newest entry (taken out); the queue must not be empty."""
        heap = self._heap
        while True:
            key, entries = heap[0]
            if entries:
                entry = entries.pop()
                if not entries:
                    self._emptied(key)
                return key, entry
            self._emptied(key)  # asked for, never filled


class FirstInQueue(_Buckets[int]):
    """The exact search's queue: by key, least first; among equal keys, the oldest first.

    A bucket's first element is where its next entry is (a bucket is refilled
    only once emptied, in the exact search, so it never holds much it is done with).

    >>> queue = FirstInQueue()
    >>> for key, entry in ((5, 10), (4, 11), (5, 12)):
    ...     queue.push(key, entry)
    >>> [queue.pop() for _ in range(3)], bool(queue)
    ([(4, 11), (5, 10), (5, 12)], False)
    """

    __slots__ = ()

    def _new(self) -> array[int]:
        return array("i", (1,))  # entries are node numbers: 4 bytes each

    def pop(self) -> tuple[int, int]:
        """The least key and its oldest entry (taken out); the queue must not be empty."""
        heap = self._heap
        while True:
            key, entries = heap[0]
            head = entries[0]
            if head < len(entries):
                entry = entries[head]
                if head + 1 < len(entries):
                    entries[0] = head + 1
                else:
                    self._emptied(key)
                return key, entry
            self._emptied(key)
