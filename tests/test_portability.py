"""Nothing Unix-only is reached unguarded: the package runs on Windows and macOS too.

A static reading of every module of the package: each use of a Unix-only module
or function stands behind a guard, which is a test of the system (``os.name``,
``sys.platform``, :data:`maze_solitaire.system.WINDOWS`) or of the function's
presence (``hasattr``): in an ``if`` around it, in the ``and`` before it, or in an
``if`` earlier in its function that returns first. Names looked up with
``getattr(module, name, None)`` are guarded by their lookup and not listed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest

import maze_solitaire

PACKAGE: Final = Path(maze_solitaire.__file__).resolve().parent  # the one under test

UNIX_ONLY_MODULES: Final = frozenset(
    {"fcntl", "termios", "tty", "pty", "resource", "pwd", "grp", "posix", "syslog", "crypt"}
)
UNIX_ONLY: Final = frozenset(
    {
        "locale.nl_langinfo",
        "os.uname", "os.getuid", "os.geteuid", "os.getgid", "os.getpgrp", "os.getpgid",
        "os.setpgid", "os.setsid", "os.killpg", "os.fork", "os.forkpty", "os.wait3",
        "os.wait4", "os.WNOHANG", "os.sysconf", "os.mkfifo", "os.getloadavg",
        "os.set_blocking", "os.get_blocking",  # pipes only on Windows, and only from 3.12
        "os.sched_getaffinity", "os.pipe2", "os.posix_spawn",
        "signal.SIGHUP", "signal.SIGTSTP", "signal.SIGCONT", "signal.SIGWINCH",
        "signal.SIGKILL", "signal.SIGQUIT", "signal.SIGUSR1", "signal.SIGUSR2",
        "signal.SIGALRM", "signal.SIGSTOP", "signal.SIGTTIN", "signal.SIGTTOU",
        "signal.SIGPIPE", "signal.SIGCHLD", "signal.pause", "signal.alarm",
        "signal.setitimer", "signal.siginterrupt", "signal.pthread_kill",
        "signal.pthread_sigmask", "signal.sigwait", "select.poll", "select.epoll",
        "selectors.PollSelector", "selectors.EpollSelector",
    }
)


def _is_platform_test(node: ast.AST) -> bool:
    """Whether ``node`` (a condition) asks which system this is, or whether a name exists."""
    for part in ast.walk(node):
        if isinstance(part, ast.Attribute) and part.attr in ("WINDOWS", "platform", "name"):
            base = part.value
            if isinstance(base, ast.Name) and base.id in ("system", "sys", "os"):
                return True
        if isinstance(part, ast.Call) and isinstance(part.func, ast.Name):
            return part.func.id == "hasattr" or _is_platform_test_in(part.args)
    return False


def _is_platform_test_in(arguments: list[ast.expr]) -> bool:
    return any(_is_platform_test(argument) for argument in arguments)


def _exits(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], (ast.Return, ast.Raise))


def _guarded(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    child, parent = node, parents.get(node)
    while parent is not None:
        if (
            isinstance(parent, (ast.If, ast.IfExp))
            and child is not parent.test
            and _is_platform_test(parent.test)
        ):
            return True
        if isinstance(parent, ast.BoolOp) and isinstance(parent.op, ast.And):
            before = parent.values[: parent.values.index(child)] if child in parent.values else []
            if any(_is_platform_test(value) for value in before):
                return True
        body = getattr(parent, "body", None)
        if isinstance(body, list) and child in body:  # an early way out, before it
            for statement in body[: body.index(child)]:
                if (
                    isinstance(statement, ast.If)
                    and _is_platform_test(statement.test)
                    and _exits(statement.body)
                ):
                    return True
        child, parent = parent, parents.get(parent)
    return False


def unguarded(source: str) -> Iterator[tuple[int, str]]:
    """Each Unix-only use in ``source`` with no guard: its line and what it is."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        found = ""
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            name = f"{node.value.id}.{node.attr}"
            found = name if name in UNIX_ONLY else ""
        elif isinstance(node, ast.Import):
            found = next((a.name for a in node.names if a.name in UNIX_ONLY_MODULES), "")
        elif isinstance(node, ast.ImportFrom) and node.module in UNIX_ONLY_MODULES:
            found = node.module or ""
        if found and not _guarded(node, parents):
            assert isinstance(node, (ast.expr, ast.stmt))
            yield node.lineno, found


def test_nothing_unix_only_is_reached_without_a_guard() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, name in unguarded(path.read_text(encoding="utf-8"))
    ]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        "import locale\ncodeset = locale.nl_langinfo(locale.CODESET)\n",
        "import os\ndef f():\n    os.set_blocking(0, False)\n",
        "import fcntl\n",
        "import signal\nif True:\n    signal.signal(signal.SIGTSTP, f)\n",
        "import os, sys\ndef f():\n    if sys.platform == 'win32':\n        pass\n    os.fork()\n",
    ],
)
def test_the_reader_sees_an_unguarded_use(source: str) -> None:
    assert list(unguarded(source)) != []


@pytest.mark.parametrize(
    "source",
    [
        "import os\nif os.name == 'posix' and os.uname().sysname != 'Darwin':\n    pass\n",
        "import sys\nif sys.platform == 'win32':\n    import msvcrt\nelse:\n    import fcntl\n",
        "import signal\nif hasattr(signal, 'pthread_sigmask'):\n"
        "    signal.pthread_sigmask(signal.SIG_BLOCK, [])\n",
        "from maze_solitaire import system\nimport os\ndef f():\n    if system.WINDOWS:\n"
        "        return None\n    os.set_blocking(0, False)\n",
    ],
)
def test_the_reader_accepts_a_guarded_use(source: str) -> None:
    assert list(unguarded(source)) == []
