"""The config file, read: TOML, each key checked against its field, every setting with
where it came from.

This module knows TOML, not the game: the keys a file may hold, their types
and their values are the :class:`Field` values of :mod:`.fields`. The file is
read, never written (``config init`` makes a new one and never replaces one);
where it is, :mod:`maze_solitaire.places` says. TOML is read with the standard
:mod:`tomllib` (the ``tomli`` backport on Python 3.10), imported only when there
is a file to read: most players have none, and the game's first frame does
without it.
"""

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Final

from maze_solitaire.values import Value

SettingValue = bool | str | float
"""What a setting holds: a TOML boolean, string or number."""

OPTION: Final = "option"
ENVIRONMENT: Final = "environment"
REMEMBERED: Final = "remembered"
FILE: Final = "file"
TERMINAL: Final = "terminal"
DEFAULT: Final = "default"
"""Where a setting may come from (see :class:`Setting`)."""


class Field(Value):
    """A key the file may hold: its type is its default's (a whole number does for a
    number), and its value one of ``choices`` where there are any."""

    __match_args__ = ("key", "default", "choices", "help")
    __slots__ = __match_args__

    def __init__(
        self,
        key: str,
        default: SettingValue,
        choices: tuple[SettingValue, ...] = (),
        help: str = "",
    ):
        self.key: Final = key
        self.default: Final = default
        self.choices: Final = choices
        self.help: Final = help
        """What it does, for the starter file (its first line, then the choices)."""


class Setting(Value):
    """A setting's value, where it came from (:data:`OPTION`, :data:`ENVIRONMENT`,
    :data:`REMEMBERED`, :data:`FILE`, :data:`TERMINAL` or :data:`DEFAULT`), and more
    of where: the option or variable, or the file's line."""

    __match_args__ = ("value", "source", "detail")
    __slots__ = __match_args__

    def __init__(self, value: SettingValue, source: str = DEFAULT, detail: str = ""):
        self.value: Final = value
        self.source: Final = source
        self.detail: Final = detail


class BadFile(Exception):
    """The file cannot be used; says so in one line, naming the file, the line and the key."""

    def __init__(self, path: Path, reason: str, line: int | None = None, key: str | None = None):
        super().__init__(path, reason, line, key)
        self.path, self.reason, self.line, self.key = path, reason, line, key

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else str(self.path)
        return f"{where}: {self.key}: {self.reason}" if self.key else f"{where}: {self.reason}"


def read(path: Path, fields: Sequence[Field]) -> dict[str, Setting]:
    """The settings the file at ``path`` gives, each with its line; none when there is
    no file. Raises :class:`BadFile` at the first thing wrong: the file as a whole is
    then not used."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return {}
    except IsADirectoryError:
        raise BadFile(path, "is a folder, not a file") from None
    except OSError as error:
        raise BadFile(path, f"cannot be read ({error.strerror or error})") from None
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # Notepad's byte-order mark
    except UnicodeDecodeError as error:
        raise BadFile(path, "is not UTF-8 text", data[: error.start].count(b"\n") + 1) from None
    table = _parsed(path, text)
    known = {field.key: field for field in fields}
    found = {}
    for key, value in table.items():
        line = line_of(text, key)
        field = known.get(key)
        if field is None:
            raise BadFile(path, _unknown(key, known), line, key)
        reason = problem(field, value)
        if reason:
            raise BadFile(path, reason, line, key)
        assert isinstance(value, bool | str | int | float)  # as problem() found it
        found[key] = Setting(value, FILE, "" if line is None else str(line))
    return found


def _parsed(path: Path, text: str) -> dict[str, object]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # the backport, installed on 3.10 only (see pyproject.toml)
        import tomli as tomllib
    try:
        table: dict[str, object] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        import re

        message = str(error)
        at = re.search(r"\s*\(at line (\d+), column \d+\)|\s*\(at end of document\)", message)
        line = int(at.group(1)) if at and at.group(1) else text.count("\n") + 1
        reason = message[: at.start()] + message[at.end() :] if at else message
        reason = f"not TOML: {reason[:1].lower()}{reason[1:]}"
        raise BadFile(path, reason, line, _key_on(text, line)) from None
    return table


def _key_on(text: str, line: int) -> str | None:
    """The key that line ``line`` of ``text`` sets, if it reads like ``key = ...``."""
    lines = text.splitlines()
    if not 0 < line <= len(lines):
        return None
    key, equals, _ = lines[line - 1].partition("=")
    key = key.strip().strip("\"'")
    return key if equals and key and " " not in key else None


def line_of(text: str, key: str) -> int | None:
    """The line of ``text`` that sets the top-level ``key`` (or opens it as a table)."""
    import re

    name = re.escape(key)
    sets = re.compile(rf"""\s*(?:\[\[?\s*)?(?:{name}|"{name}"|'{name}')\s*[=.\]]""")
    top = True  # before the first table: where top-level keys are set
    for number, line in enumerate(text.splitlines(), start=1):
        header = line.lstrip().startswith("[")
        if (top or header) and sets.match(line):
            return number
        top = top and not header
    return None


def _unknown(key: str, known: Mapping[str, Field]) -> str:
    import difflib

    close = difflib.get_close_matches(key, known, n=1)
    guess = f" (did you mean {close[0]}?)" if close else ""
    return f"not a setting{guess}; the settings are {', '.join(known)}"


def problem(field: Field, value: object) -> str:
    """What is wrong with ``value`` for ``field``: the wrong type or not one of its
    values (empty when nothing is)."""
    default = field.default
    if isinstance(default, bool):
        right = isinstance(value, bool)
        wanted = "true or false"
    elif isinstance(default, str):
        right = isinstance(value, str)
        example = f", like {toml_text(field.choices[0])}" if field.choices else ""
        wanted = f"a string in quotes{example}"
    else:
        right = isinstance(value, int | float) and not isinstance(value, bool)
        wanted = "a number"
    if not right:
        return f"should be {wanted}, not {toml_text(value)}"
    if field.choices and value not in field.choices:
        return f"should be one of {choices_text(field)}, not {toml_text(value)}"
    return ""


def choices_text(field: Field) -> str:
    return ", ".join(toml_text(choice) for choice in field.choices)


def toml_text(value: object) -> str:
    """``value`` as TOML writes it (``true``, ``"dark"``, ``0.3``), or what it is (a table)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{escaped}"'
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return "a date or time"
