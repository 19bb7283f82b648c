"""The rooms keep to their directions: every import of the package read, not grepped.

Each module's imports are read with :mod:`ast`, those inside functions and
``TYPE_CHECKING`` blocks included, and resolved to the module they name. Then:

- engine imports nothing of the package but itself; ``places`` (where files live),
  ``processes`` (children that die with their parent) and ``values`` (the small records'
  base, which every room but the engine may use) nothing at all;
- solver imports only the engine; storage only the engine and ``places``;
- play (the game: the session, its events, the controller) imports the engine, the
  solver's answer and storage, and no words, no front end, no command line: what
  happened leaves it as events, as data; the search itself only lazily, in the
  functions its background workers run (the hint's and par's) and prepare;
- words turns figures and events into sentences: it may import the engine, the
  solver's answer, storage, play (its events and figures), settings (to word where
  a setting came from) and the census; none of those imports it;
- the two front ends, fullscreen (curses) and lines (the text mode), import play
  and words, and not each other;
- ``themes`` (how the full screen looks: data) imports nothing of the package: the
  settings name the themes and the full screen draws them, so it lies below both;
- settings (the config file, its fields, the one precedence) imports the engine,
  ``places``, the solver's answer (the grades' names), play (the demo's paces) and the
  themes (their names), and no words and no front end: its notices carry their own, as
  storage's do;
- the front ends reach only the game's public surface: of play, its face's modules (the
  session, its wait, events, modes, figures, actions, the replays and their browsing),
  and of the controller, its own methods and properties (those of its
  :class:`~maze_solitaire.play.face.Face` with them), never its parts; the text mode's
  commands and its loop do not import each other;
- no module is over 600 lines and no class over 300 (with the exceptions named below,
  being split elsewhere);
- nothing imports the command line but ``__main__``; the shell room (completion,
  the manual) is handed the parser's outline rather than importing it;
- outside the engine, code imports the engine's face, never its modules;
- curses is imported by two modules of fullscreen and nowhere else;
- no module-level import cycle anywhere.

A real run of the game then checks what is loaded by its first frame.
"""

from __future__ import annotations

import ast
import functools
import re
import subprocess
import sys
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import maze_solitaire
from tests.golden import GOLDEN
from tests.terminal import Terminal

PACKAGE = Path(maze_solitaire.__file__).parent  # the one under test: the source, or installed
NAME = "maze_solitaire"


class Import(NamedTuple):
    importer: str
    target: str
    lazy: bool
    """Inside a function: run when called, not when the module loads."""
    typing_only: bool
    """Inside ``if TYPE_CHECKING:``: never run."""
    function: str
    """The function it is in ("" at module level)."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def imports_of(path: Path) -> Iterator[Import]:
    importer = module_name(path)
    package = importer if path.name == "__init__.py" else importer.rpartition(".")[0]
    tree = ast.parse(path.read_text(), str(path))

    def visit(node: ast.AST, function: str, typing_only: bool) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                yield from visit(child, function or child.name, typing_only)
            elif isinstance(child, ast.If) and ast.unparse(child.test) == "TYPE_CHECKING":
                yield from visit(child, function, True)
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    yield Import(importer, alias.name, bool(function), typing_only, function)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                for alias in child.names:
                    full = f"{base}.{alias.name}"
                    target = full if is_module(full) else base
                    yield Import(importer, target, bool(function), typing_only, function)
            else:
                yield from visit(child, function, typing_only)

    yield from visit(tree, "", False)


@functools.cache  # the package does not change while the tests read it
def all_imports() -> tuple[Import, ...]:
    return tuple(found for path in sorted(PACKAGE.rglob("*.py")) for found in imports_of(path))


def room(module: str) -> str:
    """The room a module of the package is in: engine, solver, solver.answer, storage, ..."""
    parts = module.split(".")
    if len(parts) == 1:
        return "root"
    if parts[1] == "solver" and (len(parts) == 2 or parts[2] == "answer"):
        return "solver.answer"  # the solver package's face is its answer, and only that
    return parts[1].removesuffix(".py")


ALLOWED = {
    "engine": {"engine"},
    "processes": set(),
    "values": set(),
    "places": set(),
    "system": {"values"},
    "solver": {"engine", "solver", "solver.answer"},
    "solver.answer": {"engine", "solver.answer"},
    "storage": {"engine", "places", "storage"},
    "play": {"engine", "solver.answer", "storage", "play", "processes"},
    "words": {"root", "engine", "solver.answer", "storage", "play", "settings", "survey", "words"},
    "themes": set(),
    "fullscreen": {"engine", "solver.answer", "storage", "play", "words", "themes", "fullscreen"},
    "lines": {"engine", "solver.answer", "storage", "play", "words", "lines"},
    "settings": {"engine", "places", "solver.answer", "play", "themes", "settings"},
    "cli": {
        "root", "engine", "places", "solver.answer", "storage", "settings", "words", "play",
        "themes", "fullscreen", "lines", "shell", "survey", "cli",
    },
    "survey": {"engine", "solver.answer", "survey", "processes"},  # the search: in its workers
    "shell": {"root", "engine", "shell", "words", "fullscreen", "lines"},
    "__main__": {"cli"},
    "root": set(),
}
"""Which rooms each room may import at all (with the exceptions below)."""
for _room, _may in ALLOWED.items():  # the small records' base, and which system this is
    if _room not in ("engine", "places", "processes", "values", "themes", "root", "__main__"):
        _may.update(("values", "system"))

LAZY_SEARCH = {
    ("maze_solitaire.play.assistant", "analyse"),
    ("maze_solitaire.play.assistant", "prepare_search"),
    ("maze_solitaire.play.grades", "find_grade"),
    ("maze_solitaire.play.grades", "prepare_grade"),
    ("maze_solitaire.survey.run", "solve_deal"),
    ("maze_solitaire.play.pars", "find_par"),
    ("maze_solitaire.play.pars", "prepare_par"),
    ("maze_solitaire.play.reviews", "make_review"),
    ("maze_solitaire.play.reviews", "prepare_review"),
    ("maze_solitaire.play.optima", "find_optimum"),
    ("maze_solitaire.play.optima", "prepare_optimum"),
    ("maze_solitaire.cli.positions", "solve"),
    ("maze_solitaire.cli.positions", "par"),
    ("maze_solitaire.cli.positions", "grade"),
    ("maze_solitaire.cli.games", "_make_review"),
}
"""Where the search itself (any solver module beyond its answer) may be imported: lazily,
in the functions the workers run (and the ones that load it for them, after the first
frame) and in ``solve``'s, ``par``'s and ``review``'s commands."""


def package_imports() -> list[Import]:
    return [i for i in all_imports() if i.target == NAME or i.target.startswith(NAME + ".")]


def test_each_room_imports_only_what_it_may() -> None:
    wrong = []
    for found in package_imports():
        importer, target = room(found.importer), room(found.target)
        if target == "solver" and importer != "solver":
            if (found.importer, found.function) not in LAZY_SEARCH or not found.lazy:
                wrong.append(found)
        elif target not in ALLOWED[importer]:
            wrong.append(found)
    assert wrong == []


def test_the_search_is_imported_where_the_worker_and_solve_run_it() -> None:
    # The exception above is used, and only as it says.
    searches = {
        (i.importer, i.function)
        for i in package_imports()
        if room(i.target) == "solver" and room(i.importer) != "solver"
    }
    assert searches == LAZY_SEARCH


def test_nothing_imports_the_command_line_but_main() -> None:
    importers = {
        i.importer
        for i in package_imports()
        if room(i.target) == "cli" and room(i.importer) != "cli"
    }
    assert importers == {f"{NAME}.__main__"}


def test_outside_the_engine_only_its_face_is_imported() -> None:
    reaching_in = [
        i
        for i in package_imports()
        if i.target.startswith(f"{NAME}.engine.") and room(i.importer) != "engine"
    ]
    assert reaching_in == []


def test_curses_is_imported_by_the_painter_the_loop_and_the_terminal_s_judge_only() -> None:
    found = [i for i in all_imports() if i.target.split(".")[0] == "curses"]
    importers = {i.importer for i in found}
    assert importers == {
        f"{NAME}.fullscreen.app",
        f"{NAME}.fullscreen.screen",
        f"{NAME}.fullscreen.terminal",
    }
    # The judge is asked before the front end is chosen: it loads curses only to ask it.
    assert all(i.lazy for i in found if i.importer == f"{NAME}.fullscreen.terminal")


def test_there_is_no_import_cycle() -> None:
    graph: dict[str, set[str]] = {}
    for found in package_imports():
        if not (found.lazy or found.typing_only) and found.target != found.importer:
            graph.setdefault(found.importer, set()).add(found.target)

    def cycle_from(start: str, path: list[str]) -> list[str] | None:
        for nxt in sorted(graph.get(path[-1], ())):
            if nxt == start:
                return [*path, nxt]
            if nxt not in path:
                found = cycle_from(start, [*path, nxt])
                if found:
                    return found
        return None

    cycles = [c for module in graph if (c := cycle_from(module, [module])) is not None]
    assert cycles == []


def test_the_reader_sees_every_kind_of_import() -> None:
    # The tests above are only as good as this reader: check it on known imports.
    found = {(i.target, i.lazy, i.typing_only) for i in all_imports() if i.importer.endswith("app")}
    assert ("curses", False, False) in found
    assert (f"{NAME}.play", False, False) in found  # from maze_solitaire.play import CannotStart
    played = {
        (i.target, i.lazy, i.typing_only) for i in all_imports() if i.importer == f"{NAME}.cli.play"
    }
    assert (f"{NAME}.fullscreen.app", True, False) in played  # inside launch()
    assert (f"{NAME}.play.session", False, True) in played  # for the annotations
    assert ("maze_solitaire.solver.schedule", True, False) in {
        (i.target, i.lazy, i.typing_only) for i in all_imports() if i.function == "analyse"
    }


def test_the_game_speaks_in_events_and_knows_no_words_nor_front_end() -> None:
    # The issue this design answers: words recovered from the controller's sentences.
    reached = {room(i.target) for i in package_imports() if room(i.importer) == "play"}
    assert not reached & {"words", "fullscreen", "lines", "cli", "settings"}
    settings = {room(i.target) for i in package_imports() if room(i.importer) == "settings"}
    assert "words" not in settings
    words_importers = {room(i.importer) for i in package_imports() if room(i.target) == "words"}
    assert "play" not in words_importers


def test_no_two_classes_or_types_share_a_name() -> None:
    # Result named three things once, Status two: a reader cannot tell them apart.
    where: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            names = []
            if isinstance(node, ast.ClassDef):
                names = [node.name]
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
            for name in names:
                if name[:1].isupper() and not name.isupper() and not name.startswith("_"):
                    where.setdefault(name, []).append(module_name(path))
    assert {name: modules for name, modules in where.items() if len(modules) > 1} == {}


def test_the_themes_lie_below_the_settings_and_the_full_screen() -> None:
    # The settings imported fullscreen/themes: an arrow up, from below a front end into it.
    assert {room(i.target) for i in package_imports() if room(i.importer) == "themes"} == set()
    settings = {room(i.target) for i in package_imports() if room(i.importer) == "settings"}
    assert "themes" in settings and not settings & {"fullscreen", "lines"}


def test_the_front_ends_do_not_reach_into_each_other() -> None:
    for one, other in (("fullscreen", "lines"), ("lines", "fullscreen")):
        assert not [
            i for i in package_imports() if room(i.importer) == one and room(i.target) == other
        ]


FRONT_ENDS = ("fullscreen", "lines")
FACE = {
    f"{NAME}.play",  # CannotStart
    f"{NAME}.play.session",
    f"{NAME}.play.waiting",
    f"{NAME}.play.controller",
    f"{NAME}.play.events",
    f"{NAME}.play.modes",
    f"{NAME}.play.status",
    f"{NAME}.play.actions",
    f"{NAME}.play.selection",  # the choice offered, and what a slot offers: values
    f"{NAME}.play.replays",
    f"{NAME}.play.browsing",
}
"""The modules of play a front end may import: the game's face. Its parts (the game in
play, the solver's answers, the coach, the wins, the saved games, the dealing, the
assistant, the searches) are the controller's own."""


def front_end_modules() -> list[Path]:
    return sorted(path for room in FRONT_ENDS for path in (PACKAGE / room).rglob("*.py"))


def test_the_front_ends_import_only_the_game_s_face() -> None:
    reaching = sorted(
        (i.importer, i.target)
        for i in package_imports()
        if room(i.importer) in FRONT_ENDS and room(i.target) == "play" and i.target not in FACE
    )
    assert reaching == []


def surface() -> tuple[set[str], set[str]]:
    """The controller's public surface (the methods and properties its class and its
    face's define), and its parts (what they set on ``self`` in ``__init__``, and what a
    cached property makes when first needed), read from the source."""
    public: set[str] = set()
    parts: set[str] = set()
    for module, name in (("controller", "Controller"), ("face", "Face")):
        tree = ast.parse((PACKAGE / "play" / f"{module}.py").read_text())
        (found,) = (n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)
        for node in found.body:
            if not isinstance(node, ast.FunctionDef):
                continue
            made = any(ast.unparse(d) == "cached_property" for d in node.decorator_list)
            if made:
                parts.add(node.name)
            elif not node.name.startswith("_"):
                public.add(node.name)
            if node.name == "__init__":
                for target in ast.walk(node):
                    if isinstance(target, ast.Attribute) and isinstance(target.ctx, ast.Store):
                        parts.add(target.attr)
    return public, parts


VALUES_HANDED_OUT = {"position", "mode", "rules", "cursor"}
"""Properties of the controller that hand out a value a front end may read fields of (an
immutable value, never a part: checked below)."""


def controller_reaches(path: Path) -> Iterator[tuple[str, str | None, int]]:
    """Each ``controller.name`` read in ``path`` (``controller`` a name or an attribute),
    with the attribute read of it in turn, if any, and the line."""
    tree = ast.parse(path.read_text())
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        named = (isinstance(owner, ast.Name) and owner.id == "controller") or (
            isinstance(owner, ast.Attribute) and owner.attr == "controller"
        )
        if named:
            above = parents.get(node)
            further = above.attr if isinstance(above, ast.Attribute) else None
            yield node.attr, further, node.lineno


def test_the_front_ends_reach_only_the_controller_s_public_surface() -> None:
    # 18 reaches into its parts once (controller.assistant.pace, controller.reviews.ask,
    # controller.deals.today, ...): a front end may call what the controller offers, and
    # read the fields of the values it hands out, and nothing else.
    public, parts = surface()
    assert {"act", "status", "position"} <= public and {"in_play", "coach"} <= parts  # read
    assert public >= VALUES_HANDED_OUT
    wrong = []
    for path in front_end_modules():
        for name, further, line in controller_reaches(path):
            through_a_value = further is None or name in VALUES_HANDED_OUT
            if name not in public or name in parts or not through_a_value:
                wrong.append(f"{path.name}:{line}: controller.{name}.{further}")
        read = {node.attr for node in ast.walk(ast.parse(path.read_text()))
                if isinstance(node, ast.Attribute)}  # fmt: skip
        wrong += [f"{path.name}: .{part}" for part in sorted(read & parts - public)]
    assert wrong == []


def test_what_the_controller_hands_out_is_a_value() -> None:
    from maze_solitaire.engine import Position, Variant
    from maze_solitaire.play.modes import Mode
    from maze_solitaire.values import Value
    from tests.sessions import controller

    c = controller()
    handed = {name: getattr(c, name) for name in VALUES_HANDED_OUT}
    assert isinstance(handed["position"], Position) and isinstance(handed["rules"], Variant)
    assert isinstance(handed["mode"], Value) and isinstance(handed["cursor"], int)
    assert typing.get_args(Mode) and all(issubclass(kind, Value) for kind in typing.get_args(Mode))


def test_the_text_mode_s_commands_and_loop_do_not_import_each_other() -> None:
    # Each imported the other for typing only: the commands work through a Protocol.
    found = {(i.importer, i.target) for i in package_imports()}
    assert (f"{NAME}.lines.commands", f"{NAME}.lines.loop") not in found


def test_the_controller_only_dispatches() -> None:
    # 1,055 lines once, an 805-line class: now it dispatches, and its parts own the state.
    lengths = [len((PACKAGE / "play" / name).read_text().splitlines()) for name in
               ("controller.py", "face.py")]  # fmt: skip
    assert lengths[0] <= 400 and sum(lengths) <= 600


WITHOUT_CURSES = """
import sys
sys.modules["curses"] = None  # any import of curses now fails
import maze_solitaire, maze_solitaire.engine, maze_solitaire.cli
from maze_solitaire.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_engine_and_the_scripting_commands_work_without_curses(tmp_path: Path) -> None:
    running = [  # side by side: each is a Python started afresh
        subprocess.Popen(
            [sys.executable, "-c", WITHOUT_CURSES, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for args in (
            ["show", "--deal", "0", "--json"],
            ["moves", GOLDEN[1]],
            ["--data-dir", str(tmp_path), "stats", "--json"],  # and storage needs no curses
            ["solve", GOLDEN[1], "--max-nodes", "50000", "--prove", "0"],
        )
    ]
    for command in running:
        out, err = command.communicate(timeout=60)
        assert command.returncode == 0, err
        assert out


AT_FIRST_FRAME = """
import curses, gc, sys, typing

written = sys.argv.pop(1)  # the rest is the game's command line
compiled = []  # each annotation a NamedTuple compiles: a string's (see fullscreen/view.py)
forward_reference = typing.ForwardRef.__init__
typing.ForwardRef.__init__ = lambda self, text, *more, **named: (
    compiled.append(text), forward_reference(self, text, *more, **named))[1]

first_update = curses.doupdate

def doupdate():  # the painter's last step (fullscreen/screen.py): the frame is on screen
    first_update()
    if curses.doupdate is doupdate:
        curses.doupdate = first_update
        with open(written, "w") as out:
            out.write("\\n".join(sorted(sys.modules)))
        with open(written + ".compiled", "w") as out:
            out.write("\\n".join(compiled))
        with open(written + ".collections", "w") as out:
            ran = [each["collections"] for each in gc.get_stats()]
            out.write(" ".join(str(now - then) for now, then in zip(ran, before)))

curses.doupdate = doupdate
before = [each["collections"] for each in gc.get_stats()]  # Python's own start's
from maze_solitaire.__main__ import main  # as the console script starts it
sys.exit(main())
"""
"""Runs the real game as its command does, and writes down the modules loaded once its
first frame is painted, and the collections the cyclic garbage collector ran by then."""


def test_the_first_frame_loads_no_search_no_json_no_argparse_and_collects_no_old_objects(
    tmp_path: Path,
) -> None:
    loaded = tmp_path / "modules.json"
    script = (sys.executable, "-c", AT_FIRST_FRAME, str(loaded))
    with Terminal("--deal", "1", command=script) as game:
        game.wait_for("In order")
        game.send("q")
        assert game.wait_exit() == 0
    modules = set(loaded.read_text().split())
    assert f"{NAME}.play.controller" in modules  # the game did get that far
    # No annotation compiled on the way: the first compile costs the start 1.2 ms alone.
    assert Path(f"{loaded}.compiled").read_text() == ""
    # The start runs with the collector off, what it made frozen (__main__.py, cli/play.py):
    # a few collections of the youngest objects at most, none of the older generations.
    young, middle, old = map(int, Path(f"{loaded}.collections").read_text().split())
    assert (middle, old) == (0, 0), (young, middle, old)
    for heavy in (
        "json",
        "multiprocessing",
        "argparse",  # a plain launch is read by the game's own table (cli/syntax/game.py)
        "dataclasses",
        f"{NAME}.solver.schedule",
        f"{NAME}.solver.search",
        f"{NAME}.solver.layouts",
        f"{NAME}.solver.compact",
        f"{NAME}.solver.grades",
        f"{NAME}.storage.stats",  # read at a win or when asked
        f"{NAME}.storage.recovery",  # where the saved games are damaged
        f"{NAME}.fullscreen.clipboard",  # at a copy
        f"{NAME}.play.goodbye",  # at the end
        f"{NAME}.play.replays",  # at a replay
        f"{NAME}.play.reviews",  # once the game is drawn: the reviews' worker, their words
        f"{NAME}.words.reviews",
        f"{NAME}.solver.review",  # in the review's worker
        f"{NAME}.cli.scripting",  # the other commands' options
        f"{NAME}.words.said",  # at the first event worded (a new deal opens with none)
        f"{NAME}.words.games",  # with it, and at the end
        f"{NAME}.words.coach",  # at a hint's or the demo's question, or the coach's words
        "locale",  # the terminal's codeset is asked of _locale (words/glyphs.py)
    ):
        assert heavy not in modules, heavy


MOST_LINES = 600
"""No module is longer (the design card): past it, a module holds more than one job."""
MOST_CLASS_LINES = 300
"""No class is longer (issue 29): past it, a class holds more state than one owner's."""
def sizes() -> Iterator[tuple[str, str, int, int]]:
    """Every module's path (from the package), and each of its classes (the module's own
    line ``""`` first), with its length in lines and the most it may have."""
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        source = path.read_text(encoding="utf-8")
        yield where, "", len(source.splitlines()), MOST_LINES
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno is not None
                yield where, node.name, node.end_lineno - node.lineno + 1, MOST_CLASS_LINES


def test_no_module_is_over_600_lines_and_no_class_over_300() -> None:
    over = [
        f"{where} {name}".rstrip() + f": {length} lines"
        for where, name, length, most in sizes()
        if length > most
    ]
    assert over == []


def test_no_test_or_benchmark_module_is_over_600_lines() -> None:
    # The design card's limit holds for the tests too: a longer file tests more than one room.
    tests = Path(__file__).parent
    over = [
        f"{path.relative_to(tests).as_posix()}: {length} lines"
        for path in sorted(tests.rglob("*.py"))
        if (length := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    ]
    assert over == []


WRITING = re.compile(r"\b(INSERT|UPDATE|DELETE|REPLACE|CREATE|ALTER|DROP)\b")


def test_the_saved_games_are_read_in_one_place_and_written_in_another() -> None:
    # The design card: storage writes in one place (the store package), reads in another.
    # The read side's text holds no statement that writes; the store's holds every write
    # of the games, the choices, the pars and the reviews (the layout's migrations, the
    # recovery's new file and the backups write whole files of their own).
    storage = PACKAGE / "storage"
    for name in ("records.py", "stats.py", "reading.py"):
        assert not WRITING.findall((storage / name).read_text(encoding="utf-8")), name
    writers = {
        path.relative_to(storage).as_posix()
        for path in storage.rglob("*.py")
        if re.search(r"\b(INSERT|UPDATE|DELETE) ", path.read_text(encoding="utf-8"))
    }
    assert {w for w in writers if not w.startswith("store/")} == {"schema.py", "salvage.py"}
    assert {"store/games.py", "store/queue.py", "store/kept.py"} <= writers
