"""A small value: a record whose fields are its slots, equal to another of its own kind with
equal fields, hashed and shown by them.

The game's small records on the way to its first frame (its events, the modes, the
request, the options and settings, what is over the board) are values rather than
NamedTuples: defining a NamedTuple costs the start some 0.5 million instructions
(callgrind), a plain class with slots a tenth of that, and a few dozen of them are
defined before the first frame. Unlike a tuple, a value is not equal to a value of
another kind with the same fields (``Undone(m) != Redone(m)``), and is not a
sequence: its fields are read by name.

A value's class names its fields once, in order, as ``__match_args__`` (so that a
``match`` reads them as it would a NamedTuple's) with ``__slots__ = __match_args__``,
and sets each in ``__init__``, annotated ``Final``: nothing changes a value once made.
Its fields are its class's own slots; a value class is not subclassed further.
"""

from __future__ import annotations


class Value:
    """The base of a value: compared, hashed and shown by its fields (its slots)."""

    __slots__: tuple[str, ...] = ()

    def fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def named(self) -> dict[str, object]:
        """The fields by name."""
        return dict(zip(self.__slots__, self.fields(), strict=True))

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is type(self)
            and isinstance(other, Value)
            and other.fields() == self.fields()
        )

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.fields()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.named().items())
        return f"{type(self).__name__}({shown})"
