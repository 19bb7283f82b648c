"""What the settings could not use, in their own words: one line each, naming the file,
the line, the key or the variable (as storage's notices and the engine's errors carry
their own words)."""

from __future__ import annotations

from collections.abc import Iterable


def not_used(error: str) -> str:
    """The config file could not be used (``error`` names the file, line and key)."""
    return f"config file not used (playing with the defaults): {printable(error)}"


def not_a_theme(variable: str, value: str, names: Iterable[str]) -> str:
    return f"{variable}={printable(value)} is not a theme ({', '.join(names)}): not used"


def printable(text: str) -> str:
    """``text`` with every character a terminal would act on (a newline, an escape)
    written as its escape sequence: a message stays one line, and harmless."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
