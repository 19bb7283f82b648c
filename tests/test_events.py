"""The events are a closed union: every event the game defines is in :data:`Event` (and every
reason a key is refused in :data:`Reason`), so the words' ``match`` on them, which ends in
``unhandled``, is checked whole by mypy: an event added without words fails type checking.
"""

from __future__ import annotations

import inspect
import typing

import pytest

from maze_solitaire.play import events
from maze_solitaire.play.events import Event, Reason, unhandled
from maze_solitaire.values import Value


def defined(base: type) -> set[type]:
    """The classes events.py defines that derive from ``base``, but for the bases."""
    return {
        found
        for _, found in inspect.getmembers(events, inspect.isclass)
        if issubclass(found, base) and found.__module__ == events.__name__
        and not found.__name__.startswith("_")
    }  # fmt: skip


def test_every_event_defined_is_in_the_union_and_nothing_else() -> None:
    reasons = set(typing.get_args(Reason))
    happened = set(typing.get_args(Event))
    assert reasons == defined(events._Reason)
    assert happened == defined(events._Event) - reasons
    assert all(issubclass(kind, Value) for kind in happened | reasons)


def test_a_case_left_out_is_refused_at_run_time_too() -> None:
    # mypy proves unhandled() unreachable; were a case left out, it says which.
    with pytest.raises(AssertionError, match="no case for"):
        unhandled(events.Cancelled())  # type: ignore[arg-type]
