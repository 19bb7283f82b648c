"""SQLite's file format, read by hand: the rows a damaged file still holds, wherever they are.

SQLite reads a table by walking its b-tree from the root: one damaged page on the
way (the root of ``games``, say) and every row below it is out of reach, though
the pages that hold the rows are whole. This module reads the file the other way
round, as SQLite's own ``.recover`` does (which Python's sqlite3 does not ship):
every page that looks like a b-tree leaf, of the file and of its write-ahead log,
each cell of it decoded as a record (its overflow pages followed), with no b-tree
walked. What it gives is raw: rows of any table, and of no table at all where a
page is garbage; :mod:`.recovery` tells them apart by their shape and keeps what
fits.

The format (https://www.sqlite.org/fileformat2.html), as far as it is used here:

- the header, the first 100 bytes: the page size (at 16), the bytes reserved at the
  end of each page (at 20), the first page of the free list (at 32);
- a b-tree page: its type (2, 5, 10, 13: index or table, interior or leaf), the
  number of cells, and an array of the cells' offsets; on page 1 it starts after
  the header;
- a table leaf's cell: the payload's size and the rowid (varints), the payload's
  first part, and past a size that depends on the page size, the number of its
  first overflow page; an index leaf's the same, without the rowid;
- a record: a header of serial types, one a column, and the values;
- the log (``-wal``): a 32-byte header, then frames of a 24-byte header (the page's
  number, its salts, its checksums) and a page.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Final, NamedTuple

HEADER_SIZE: Final = 100
PAGE_SIZES: Final = (4096, 1024, 2048, 8192, 16384, 32768, 65536, 512)
"""Every page size SQLite allows, the usual one first: tried in turn when the header
that says which is damaged."""

TABLE_LEAF: Final = 13
INDEX_LEAF: Final = 10

WAL_HEADER_SIZE: Final = 32
WAL_FRAME_HEADER_SIZE: Final = 24
_WAL_MAGIC: Final = (0x377F0682, 0x377F0683)  # little-, big-endian checksums
_WAL_VERSION: Final = 3007000

Column = int | float | str | bytes | None


class PageCell(NamedTuple):
    """One row as a page holds it: its rowid (``None`` on an index page, or a table
    without rowids) and its columns."""

    rowid: int | None
    values: tuple[Column, ...]
    leaf: int
    """The kind of page it was on: :data:`TABLE_LEAF` or :data:`INDEX_LEAF`."""


class Pages:
    """The pages of a database file and of its log: the newest image of each, by number.

    A page the log holds is read from its last frame there (the file's image of it
    is older, and may still hold rows since deleted); ``images`` is each page's
    newest image, in the order of their numbers.
    """

    def __init__(self, size: int, reserved: int, file: bytes, frames: list[tuple[int, bytes]]):
        self.size = size
        self.usable = size - reserved
        newest = {
            number: file[(number - 1) * size : number * size]
            for number in range(1, len(file) // size + 1)
        }
        newest.update(frames)  # in the log's order: the last frame of a page wins
        self.images = sorted(newest.items())
        self._by_number = newest

    def latest(self, number: int) -> bytes | None:
        """The newest image of page ``number`` (``None``: no such page)."""
        return self._by_number.get(number)


def read_pages(path: Path, log: Path | None) -> Pages:
    """The pages of the database at ``path`` and its log, the page size taken from the
    header, or, where the header is damaged, the size that finds the most rows."""
    file = path.read_bytes()
    frames: list[tuple[int, bytes]] = []
    header_size = _page_size(file[16:18]) if len(file) >= HEADER_SIZE else None
    reserved = file[20] if len(file) > 20 and header_size is not None else 0
    if log is not None and log.exists():
        frames = log_frames(log.read_bytes(), header_size)
    if header_size is not None:
        return _without_free_pages(Pages(header_size, reserved, file, frames), file)
    return max(
        (Pages(size, 0, file, frames) for size in PAGE_SIZES),
        key=lambda pages: sum(1 for _ in cells(pages)),
    )


def _page_size(raw: bytes) -> int | None:
    size = int.from_bytes(raw, "big")
    size = 65536 if size == 1 else size
    return size if size in PAGE_SIZES else None


def _without_free_pages(pages: Pages, file: bytes) -> Pages:
    """``pages`` but the file's pages on its free list, whose rows were deleted (as far as
    the list can be read: a damaged list frees nothing more)."""
    free: set[int] = set()
    trunk = int.from_bytes(file[32:36], "big")
    while trunk and trunk not in free:
        page = pages.latest(trunk)
        if page is None or len(page) < 8:
            break
        free.add(trunk)
        count = int.from_bytes(page[4:8], "big")
        if count > (pages.usable - 8) // 4:
            break
        for at in range(8, 8 + 4 * count, 4):
            free.add(int.from_bytes(page[at : at + 4], "big"))
        trunk = int.from_bytes(page[0:4], "big")
    pages.images = [(number, image) for number, image in pages.images if number not in free]
    return pages


class LogCheck(NamedTuple):
    """What a write-ahead log holds, as its checksums tell: frames SQLite reads, and
    whether saves were lost to damage (a frame that fails its checksum, with a later
    frame of the same log that committed)."""

    frames: int
    damaged: bool
    reason: str


def check_log(log: bytes) -> LogCheck:
    """Whether the log ``log`` (the bytes of a ``-wal`` file) is whole.

    SQLite reads a log up to the first frame whose checksum fails and drops the
    rest without a word: right after a crash mid-write (that last transaction was
    never committed), silent loss of saves when the log was damaged since. Damage
    is told apart by what follows: a frame of the same log (its salts) that ends a
    transaction, past the first bad frame, was committed, and SQLite would lose it.
    A header that is no log's, in a file with frames, loses every one of them.
    """
    if len(log) < WAL_HEADER_SIZE + WAL_FRAME_HEADER_SIZE:
        return LogCheck(0, False, "")
    magic, version, size = struct.unpack(">III", log[:12])
    order = ">" if magic == _WAL_MAGIC[1] else "<"
    if (
        magic not in _WAL_MAGIC
        or version != _WAL_VERSION
        or size not in PAGE_SIZES
        or _checksum(log[:24], 0, 0, order) != struct.unpack(">II", log[24:32])
    ):
        return LogCheck(0, True, "the log of recent saves has a damaged header")
    salts = log[16:24]
    sums: tuple[int, int] = struct.unpack(">II", log[24:32])
    frame = WAL_FRAME_HEADER_SIZE + size
    good = 0
    bad_at = None
    for at in range(WAL_HEADER_SIZE, len(log) - frame + 1, frame):
        head = log[at : at + WAL_FRAME_HEADER_SIZE]
        if head[8:16] != salts:
            break  # an older log's frame: the end of this one
        if bad_at is None:
            page = log[at + WAL_FRAME_HEADER_SIZE : at + frame]
            sums = _checksum(head[:8] + page, sums[0], sums[1], order)
            if sums == struct.unpack(">II", head[16:24]):
                good += 1
                continue
            bad_at = good
        elif int.from_bytes(head[4:8], "big"):  # a commit past the bad frame: saves lost
            return LogCheck(good, True, f"the log of recent saves is damaged at frame {bad_at + 1}")
    return LogCheck(good, False, "")


def log_frames(log: bytes, page_size: int | None) -> list[tuple[int, bytes]]:
    """The page images in the log ``log``: every frame of it (its checksums unchecked:
    a damaged frame's rows are as good as what :mod:`.recovery` makes of them), in order,
    those of an older log (other salts) left out where the header says which are its own."""
    if len(log) < WAL_HEADER_SIZE:
        return []
    header_ok = struct.unpack(">I", log[:4])[0] in _WAL_MAGIC
    size = int.from_bytes(log[8:12], "big") if header_ok else 0
    size = size if size in PAGE_SIZES else (page_size or PAGE_SIZES[0])
    salts = log[16:24] if header_ok else None
    frame = WAL_FRAME_HEADER_SIZE + size
    frames = []
    for at in range(WAL_HEADER_SIZE, len(log) - frame + 1, frame):
        head = log[at : at + WAL_FRAME_HEADER_SIZE]
        if salts is not None and head[8:16] != salts:
            continue
        number = int.from_bytes(head[:4], "big")
        if number:
            frames.append((number, log[at + WAL_FRAME_HEADER_SIZE : at + frame]))
    return frames


def _checksum(data: bytes, first: int, second: int, order: str) -> tuple[int, int]:
    """The log's running checksum over ``data`` (a multiple of 8 bytes), from the two
    sums before it, its words read in the byte order the log's magic number names."""
    words = struct.unpack(f"{order}{len(data) // 4}I", data)
    for at in range(0, len(words), 2):
        first = (first + words[at] + second) & 0xFFFFFFFF
        second = (second + words[at + 1] + first) & 0xFFFFFFFF
    return first, second


def cells(pages: Pages) -> Iterator[PageCell]:
    """Every cell of every leaf page that reads as one, in page order: the file's pages,
    then the log's. A cell that does not decode is skipped, as is the rest of a page
    whose header is not a leaf's."""
    for number, image in pages.images:
        start = HEADER_SIZE if number == 1 else 0
        if len(image) < start + 8 or image[start] not in (TABLE_LEAF, INDEX_LEAF):
            continue
        kind = image[start]
        count = int.from_bytes(image[start + 3 : start + 5], "big")
        pointers = start + 8
        for index in range(min(count, (pages.usable - pointers) // 2)):
            at = int.from_bytes(image[pointers + 2 * index : pointers + 2 * index + 2], "big")
            try:
                found = _cell(pages, image, at, kind)
            except (IndexError, ValueError, struct.error, UnicodeDecodeError):
                continue
            if found is not None:
                yield found


def _cell(pages: Pages, image: bytes, at: int, kind: int) -> PageCell | None:
    """The cell at ``at`` of a leaf page ``image``: its payload (overflow included) as a
    record. Raises :class:`ValueError` (or an :class:`IndexError`) where it does not read."""
    if not 0 < at < pages.usable:
        raise ValueError("a cell outside its page")
    size, at = _varint(image, at)
    rowid = None
    if kind == TABLE_LEAF:
        rowid, at = _varint(image, at)
        rowid = rowid - (1 << 64) if rowid >= 1 << 63 else rowid
    local = _local_size(size, pages.usable, kind)
    payload = image[at : at + local]
    if local < size:
        payload += _overflow(pages, int.from_bytes(image[at + local : at + local + 4], "big"))
    if len(payload) < size:
        raise ValueError("a payload cut short")
    return PageCell(rowid, record(payload[:size]), kind)


def _local_size(size: int, usable: int, kind: int) -> int:
    """How much of a payload of ``size`` bytes is on the leaf page itself (the rest on
    overflow pages), as SQLite puts it."""
    most = usable - 35 if kind == TABLE_LEAF else (usable - 12) * 64 // 255 - 23
    if size <= most:
        return size
    least = (usable - 12) * 32 // 255 - 23
    spill = least + (size - least) % (usable - 4)
    return spill if spill <= most else least


def _overflow(pages: Pages, number: int) -> bytes:
    """The rest of a payload, from its chain of overflow pages (as far as it goes)."""
    parts = []
    seen = set()
    while number and number not in seen:
        seen.add(number)
        page = pages.latest(number)
        if page is None:
            break
        parts.append(page[4 : pages.usable])
        number = int.from_bytes(page[:4], "big")
    return b"".join(parts)


def record(payload: bytes) -> tuple[Column, ...]:
    """The values of a record (its header of serial types, then its body). Raises
    :class:`ValueError` (or :class:`UnicodeDecodeError`) for one that does not read."""
    header_size, at = _varint(payload, 0)
    if not 0 < header_size <= len(payload):
        raise ValueError("a record header out of its payload")
    types = []
    while at < header_size:
        kind, at = _varint(payload, at)
        types.append(kind)
    body = header_size
    values: list[Column] = []
    for kind in types:
        value, body = _value(payload, body, kind)
        values.append(value)
    if body != len(payload):
        raise ValueError("a record longer or shorter than its payload")
    return tuple(values)


_INTEGER_SIZES: Final = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8}


def _value(payload: bytes, at: int, kind: int) -> tuple[Column, int]:
    """The value of serial type ``kind`` at ``at``, and where the next begins."""
    if kind == 0:
        return None, at
    if kind in _INTEGER_SIZES:
        end = at + _INTEGER_SIZES[kind]
        if end > len(payload):
            raise ValueError("an integer cut short")
        return int.from_bytes(payload[at:end], "big", signed=True), end
    if kind == 7:
        if at + 8 > len(payload):
            raise ValueError("a real cut short")
        return struct.unpack(">d", payload[at : at + 8])[0], at + 8
    if kind in (8, 9):
        return kind - 8, at
    if kind < 12:
        raise ValueError(f"serial type {kind}, which SQLite never writes")
    length = (kind - 12) // 2
    end = at + length
    if end > len(payload):
        raise ValueError("a text or a blob cut short")
    raw = payload[at:end]
    return (raw.decode("utf-8") if kind % 2 else raw), end


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """SQLite's variable-length integer at ``at`` (1 to 9 bytes), and where it ends."""
    value = 0
    for index in range(8):
        byte = data[at + index]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + index + 1
    return (value << 8) | data[at + 8], at + 9
