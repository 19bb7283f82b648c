"""Damage never costs more than the damaged part (issue 31, item 1 and 11).

A folder of saved games (33 games over several pages, a review, a par, a setting)
is damaged as a disk, a crash or another program damages files, in seven ways: the
header, an index page, a table page, the write-ahead log, a small overwrite in the
middle, a cut-off file, and the issue's 16 KiB at 4096. Each is then met as a
player meets it, through the real command: the reading commands say what they
could read and change nothing; the game starts, says in one line what was kept
and where the damaged file is; every game not on a damaged page is there, and
each one lost is counted in that line.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, deal
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.solver.answer import REVIEW_VERSION
from maze_solitaire.storage import Progress, StorageError, Store, read_only
from tests.commands import cli, text_game
from tests.playing import NEARLY_WON, WINNING_MOVE
from tests.storing import Clock, give_up, set_par, win, win_from_a_position
from tests.unprivileged import read_only_for_everyone, unprivileged

ROOT = Path(__file__).parent.parent
PAGE = 4096
GAMES = 33
LOG_GAME_MOVES = 25
BACKUPS = "backups"
"""Beside the saved games: a copy a day, taken again as the game closes after a game ended
in it."""

Game_ = tuple[int, int | None, str, int]
"""A game as ``history --json`` has it: id, deal, result, moves."""


def fill(folder: Path) -> None:
    """33 games, closed cleanly: a win from a position (game 1, its review kept), 30 deals
    lost after 40 moves each (games 2-31: some 7 a page), a win (32), one in progress
    (33); a par and a setting."""
    from maze_solitaire.solver.review import review_line

    rng = random.Random(31)
    with Store.open(folder) as store:
        win_from_a_position(store)
        review = review_line(NEARLY_WON, [WINNING_MOVE]).notation()
        store.remember_review(1, REVIEW_VERSION, review)
        for number in range(1, 31):
            game = Game.from_deal(number)
            store.begin(game)
            for _ in range(40):
                moves = game.legal_moves()
                if not moves:
                    break
                game.play(rng.choice(moves))
            store.save(Progress(game, float(number)))
        win(store)
        give_up(store, 7)
        store.remember("four_color", "on")
        set_par(store, deal(1), 55)
    assert not (folder / f"{DATABASE_NAME}-wal").exists()


def history(folder: Path) -> list[Game_]:
    result = cli(folder, "history", "--json", "--limit", "100")
    assert result.returncode == 0, result.stderr
    return [
        (game["id"], game["deal"], game["result"], game["move_count"])
        for game in json.loads(result.stdout)["games"]
    ]


def contents(folder: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def overwrite(path: Path, at: int, size: int) -> None:
    with path.open("r+b") as file:
        file.seek(at)
        file.write((b"\xde\xad\xbe\xef" * (size // 4 + 1))[:size])


def root_page(folder: Path, name: str) -> int:
    import sqlite3

    connection = sqlite3.connect(folder / DATABASE_NAME)
    try:
        (page,) = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)
        ).fetchone()
    finally:
        connection.close()
    return int(page)


def children(folder: Path, page: int) -> list[int]:
    """The child pages of the interior table page ``page`` (its cells', then the right one)."""
    data = (folder / DATABASE_NAME).read_bytes()[(page - 1) * PAGE : page * PAGE]
    assert data[0] == 5, "an interior table page"
    count = int.from_bytes(data[3:5], "big")
    cells = [int.from_bytes(data[12 + 2 * i : 14 + 2 * i], "big") for i in range(count)]
    return [int.from_bytes(data[at : at + 4], "big") for at in cells] + [
        int.from_bytes(data[8:12], "big")
    ]


def ids_on(folder: Path, page: int) -> set[int]:
    """The game ids a table leaf page holds (its cells' rowids)."""
    data = (folder / DATABASE_NAME).read_bytes()[(page - 1) * PAGE : page * PAGE]
    assert data[0] == 13, "a table leaf page"
    count = int.from_bytes(data[3:5], "big")
    found = set()
    for index in range(count):
        at = int.from_bytes(data[8 + 2 * index : 10 + 2 * index], "big")
        _, at = _varint(data, at)
        found.add(_varint(data, at)[0])
    return found


def aside(folder: Path) -> list[str]:
    """The damaged files moved aside (without their logs)."""
    named = re.compile(re.escape(DATABASE_NAME) + r"\.corrupt-\d{8}T\d{6}Z(-\d+)?")
    return sorted(path.name for path in folder.iterdir() if named.fullmatch(path.name))


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """SQLite's variable-length integer at ``at``, and where it ends."""
    value = 0
    for index in range(8):
        byte = data[at + index]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + index + 1
    return (value << 8) | data[at + 8], at + 9


KILLED_MID_GAME = """
import os, random, sys
from maze_solitaire.engine import Game
from maze_solitaire.storage import Progress, StorageError, Store, read_only
store = Store.open(sys.argv[1])
game = Game.from_deal(77)
store.begin(game)
rng = random.Random(77)
for _ in range(int(sys.argv[2])):
    game.play(rng.choice(game.legal_moves()))
    store.save(Progress(game, 1.0))
os.kill(os.getpid(), 9)  # as a crash: nothing closed, the last saves only in the log
"""


def killed_mid_game(folder: Path) -> None:
    """A game of deal 77 (game 34) saved move by move, its process killed: its saves are
    in the write-ahead log only."""
    done = subprocess.run(
        [sys.executable, "-c", KILLED_MID_GAME, str(folder), str(LOG_GAME_MOVES)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert done.returncode == -signal.SIGKILL
    assert (folder / f"{DATABASE_NAME}-wal").stat().st_size > 10 * PAGE


# -- the seven kinds of damage -------------------------------------------------------------
# Each damages the folder and gives the ids of the games it destroyed (those that cannot be
# kept, every one of them said), and what the notice says the game kept.

Damage = Callable[[Path], tuple[set[int], str]]


def the_header(folder: Path) -> tuple[set[int], str]:
    overwrite(folder / DATABASE_NAME, 0, 100)  # SQLite's magic, the page size, all of it
    return set(), "all 33 games, with 1 review, 1 par and your settings"


def an_index_page(folder: Path) -> tuple[set[int], str]:
    page = root_page(folder, "games_by_saved")  # the history's index
    overwrite(folder / DATABASE_NAME, (page - 1) * PAGE, PAGE)
    return set(), "all 33 games, with 1 review, 1 par and your settings"


def a_table_page(folder: Path) -> tuple[set[int], str]:
    leaf = children(folder, root_page(folder, "games"))[2]  # some 7 games of deals
    lost = ids_on(folder, leaf)
    overwrite(folder / DATABASE_NAME, (leaf - 1) * PAGE + 8, PAGE - 8)
    kept = GAMES - len(lost)
    return lost, f"{kept} of 33 games ({len(lost)} lost), with 1 review, 1 par and your settings"


def the_log(folder: Path) -> tuple[set[int], str]:
    killed_mid_game(folder)
    log = folder / f"{DATABASE_NAME}-wal"
    frames = (log.stat().st_size - 32) // (24 + PAGE)
    overwrite(log, 32 + (frames // 3) * (24 + PAGE) + 24 + 1000, 64)  # a frame's page
    return set(), "all 34 games, with 1 review, 1 par and your settings"


def a_small_overwrite(folder: Path) -> tuple[set[int], str]:
    overwrite(folder / DATABASE_NAME, 43008, 1024)  # the issue's: within a page's free space
    return set(), ""


def a_cut_off_file(folder: Path) -> tuple[set[int], str]:
    path = folder / DATABASE_NAME
    games_pages = children(folder, root_page(folder, "games"))
    size = path.stat().st_size
    cut = size - 3 * PAGE
    lost = {game for page in games_pages if page * PAGE > cut for game in ids_on(folder, page)}
    with path.open("r+b") as file:
        file.truncate(cut)
    kept = GAMES - len(lost)
    said = f"{kept} of 33 games ({len(lost)} lost)" if lost else "all 33 games"
    return lost, said


def the_issue_s_16_kib(folder: Path) -> tuple[set[int], str]:
    overwrite(folder / DATABASE_NAME, 4096, 16384)  # games' root page, and three more
    return set(), "all 33 games, with 1 review, 1 par and your settings"


KINDS: dict[str, Damage] = {
    "the header": the_header,
    "an index page": an_index_page,
    "a table page": a_table_page,
    "the log": the_log,
    "a small overwrite": a_small_overwrite,
    "a cut-off file": a_cut_off_file,
    "16 KiB at 4096": the_issue_s_16_kib,
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_damage_costs_no_more_than_the_damaged_part(tmp_path: Path, kind: str) -> None:
    folder = tmp_path / "home"
    fill(folder)
    before = history(folder)
    assert len(before) == GAMES
    shutil.rmtree(folder / BACKUPS, ignore_errors=True)  # the file alone: what it holds
    lost, kept = KINDS[kind](folder)
    if kind == "the log":
        before = [(34, 77, "playing", LOG_GAME_MOVES), *before]
    damaged = contents(folder)

    # The reading commands read what they can, say so, and change nothing.
    for command in (["stats"], ["history"], ["resume"]):
        result = cli(folder, *command)
        if not kept:  # nothing damaged in use: nothing to say
            assert result.returncode == 0 and result.stderr == "", (command, result.stderr)
            continue
        assert result.returncode == 65 and result.stdout, (command, result.stderr)
        assert re.fullmatch(
            r"maze-solitaire: error: the saved games in .* are damaged.*: read .*; nothing was"
            r" changed, and maze-solitaire recovers them when it next starts\n",
            result.stderr,
        ), result.stderr
    assert contents(folder) == damaged

    # The game starts, and says in one line what it kept and where the damaged file is.
    status, lines = text_game(commands="quit\n", home=folder)
    assert status == 0
    asides = aside(folder)
    if not kept:
        assert asides == [] and not any("damaged" in line for line in lines)
    else:
        assert len(asides) == 1
        said = [line for line in lines if line.startswith("the saved games were damaged")]
        where = " (in the log of the last saves)" if kind == "the log" else ""
        assert len(said) == 1, lines
        assert re.fullmatch(
            f"the saved games were damaged{re.escape(where)}: kept {re.escape(kept)}"
            f"(, with [^;]*)?; the damaged file is kept as {re.escape(asides[0])}",
            said[0],
        ), said
    resumed = [line for line in lines if line.startswith("Resumed ")]
    if kind == "the log":  # its last saves, past the damaged frame, kept from the pages
        assert resumed == [f"Resumed deal #77 — {LOG_GAME_MOVES} moves"]
    elif GAMES in lost:  # the game in progress was on a page lost: a new deal, said so
        assert resumed == [] and any(line.startswith("New game: ") for line in lines)
    else:
        assert resumed == ["Resumed deal #7 — 1 move"]

    # Every game not on a damaged page is there as it was saved; those lost were counted.
    newest = max(game[0] for game in before)
    after = [game for game in history(folder) if game[0] <= newest]  # not a deal dealt now
    survivors = [game for game in before if game[0] not in lost]
    assert [game[:3] for game in after] == [game[:3] for game in survivors]
    assert [game[3] for game in after] == [game[3] for game in survivors]
    review = cli(folder, "review", "1")
    assert review.returncode == 0 and review.stderr == "", review.stderr
    assert cli(folder, "stats").returncode == 0


def test_the_games_a_damaged_page_took_come_back_from_the_backup(tmp_path: Path) -> None:
    folder = tmp_path / "home"
    fill(folder)  # a game ended in it: the saved games were backed up as they closed
    assert sorted(path.name for path in (folder / BACKUPS).iterdir()) == [
        f"games-{date.today().isoformat()}.sqlite3"
    ]
    before = history(folder)
    lost, _ = a_table_page(folder)
    assert lost
    status, lines = text_game(commands="quit\n", home=folder)
    assert status == 0
    (moved,) = aside(folder)
    assert (
        f"the saved games were damaged: kept all 33 games, {len(lost)} of them from the backup"
        f" of {date.today().isoformat()}, with 1 review, 1 par and your settings; the damaged"
        f" file is kept as {moved}"
    ) in lines
    assert history(folder) == before


def test_a_damaged_file_in_a_read_only_folder_is_read_and_left_as_it_is(
    shared_folder: Path,
) -> None:
    fill(shared_folder)
    shutil.rmtree(shared_folder / BACKUPS)
    the_issue_s_16_kib(shared_folder)
    read_only_for_everyone(shared_folder)
    before = contents(shared_folder)
    said = (
        f"maze-solitaire: error: the saved games in {shared_folder / DATABASE_NAME} are"
        " damaged: read all 33 games, with 1 review, 1 par and your settings; nothing was"
        " changed, and they cannot be recovered where they are (the folder is read-only)\n"
    )
    for command in (["stats", "--json"], ["history", "--json"], ["resume"], ["review", "1"]):
        result = unprivileged(*command, "--data-dir", str(shared_folder))
        assert (result.returncode, result.stderr) == (65, said), command
        assert result.stdout, command  # what it could read, said before the damage
    result = unprivileged("history", "--json", "--limit", "50", "--data-dir", str(shared_folder))
    assert len(json.loads(result.stdout)["games"]) == GAMES
    # The game plays on what it could read, and says it saves nothing.
    played = unprivileged("--data-dir", str(shared_folder), stdin="quit\n")
    assert played.returncode == 0, played.stderr
    lines = played.stdout.splitlines()
    assert "Resumed deal #7 — 1 move" in lines
    assert said.removeprefix("maze-solitaire: error: ").rstrip() + (
        "; progress is not being saved"
    ) in lines
    assert contents(shared_folder) == before


def test_the_day_s_backup_is_taken_again_at_each_close_after_a_game_ends_three_days_kept(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "home"
    clock = Clock(date(2026, 12, 1))
    with Store.open(folder, clock=clock) as store:
        give_up(store, 1)  # in progress: nothing ended, nothing backed up
    assert not (folder / BACKUPS).exists()
    days = [1, 1, 2, 3, 5, 5]
    for session, day in enumerate(days, start=1):
        clock.set(date(2026, 12, day))
        with Store.open(folder, clock=clock) as store:
            give_up(store, 10 * session)
            give_up(store, 10 * session + 1)  # ends the one before: a game ended
    taken = sorted(path.name for path in (folder / BACKUPS).iterdir())
    assert taken == [f"games-2026-12-0{day}.sqlite3" for day in (2, 3, 5)]
    # Dec 5's is its last session's: the games both sessions ended are in it.
    backed_up = {game[1]: game[2] for game in cli_history_of(folder, "2026-12-05")}
    assert (backed_up[50], backed_up[51], backed_up[60], backed_up[61]) == (
        "lost", "playing", "lost", "playing",
    )  # fmt: skip


def cli_history_of(folder: Path, day: str) -> list[Game_]:
    """The history of the backup of ``day``, read by the command as saved games of their own."""
    copy = folder.parent / f"backup-{day}"
    copy.mkdir()
    shutil.copyfile(folder / BACKUPS / f"games-{day}.sqlite3", copy / DATABASE_NAME)
    try:
        return history(copy)
    finally:
        shutil.rmtree(copy)


# -- the check skipped for a file closed sound --------------------------------------------

SEAL = f"{DATABASE_NAME}.checked"
"""Beside the saved games: what the file was when the game checked it as it closed it."""


def checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Where ``PRAGMA quick_check`` is made from now on: at a start, in a reading command,
    as the game closes the file."""
    from maze_solitaire.storage import reading, schema
    from maze_solitaire.storage.store import file

    made: list[str] = []
    for module, where in ((schema, "start"), (reading, "reading"), (file, "close")):
        check = module.integrity_problem

        def counted(
            connection: object, check: Callable[..., str | None] = check, where: str = where
        ) -> str | None:
            made.append(where)
            return check(connection)

        monkeypatch.setattr(module, "integrity_problem", counted)
    return made


def test_a_file_closed_sound_is_not_checked_again_until_it_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "home"
    fill(folder)
    assert (folder / SEAL).exists()
    made = checks(monkeypatch)
    with Store.open(folder) as store:
        assert made == [] and store.notice is None
        assert store.resume() is not None
    assert made == ["close"]  # the file as it closes: checked, sealed again
    with read_only(folder) as games:
        assert len(games.history(100)) == GAMES
    assert made == ["close"]  # a reading command trusts the seal too, and writes nothing

    path = folder / DATABASE_NAME
    same = path.read_bytes()[PAGE : PAGE + 1]
    with path.open("r+b") as file:  # the same byte written again: for all the seal can
        file.seek(PAGE)  # tell, the file changed
        file.write(same)
    made.clear()
    with Store.open(folder):
        assert made == ["start"]


def test_damage_with_its_times_set_back_is_found_at_the_start(tmp_path: Path) -> None:
    # Another program's write changes the file's change time, which no program sets back.
    folder = tmp_path / "home"
    fill(folder)
    shutil.rmtree(folder / BACKUPS)
    path = folder / DATABASE_NAME
    before = path.stat()
    the_issue_s_16_kib(folder)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_mtime_ns == before.st_mtime_ns
    with Store.open(folder) as store:
        assert store.notice is not None and store.notice.startswith(
            "the saved games were damaged: kept all 33 games"
        ), store.notice
    assert len(aside(folder)) == 1


def test_damage_the_seal_could_not_see_is_found_when_read_and_recovered_next(
    tmp_path: Path,
) -> None:
    # Damage from below the file system (a failing disk) changes no time: the seal is
    # made to match the damaged file, as such damage would leave it.
    folder = tmp_path / "home"
    fill(folder)
    shutil.rmtree(folder / BACKUPS)
    from maze_solitaire.storage import checked

    lost, _ = a_table_page(folder)
    checked.seal(folder / DATABASE_NAME)
    with Store.open(folder) as store:  # not checked: SQLite meets it where it reads it
        assert store.notice is None
        with pytest.raises(StorageError, match="malformed"):
            store.history(100)
    assert not (folder / SEAL).exists()  # the check as it closed found it: no seal
    with Store.open(folder) as store:  # checked, and recovered as any damaged file
        assert store.notice is not None and store.notice.startswith(
            f"the saved games were damaged: kept {GAMES - len(lost)} of 33 games"
        ), store.notice
    assert len(aside(folder)) == 1


def test_a_file_found_damaged_as_it_closes_is_not_sealed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from maze_solitaire.storage.store import file

    folder = tmp_path / "home"
    with Store.open(folder) as store:
        give_up(store, 3)
    assert (folder / SEAL).exists()
    monkeypatch.setattr(file, "integrity_problem", lambda _: "Tree 2 page 9: btreeInitPage() error")
    with Store.open(folder) as store:
        give_up(store, 4)
    assert not (folder / SEAL).exists()


def test_a_file_another_game_still_has_open_is_sealed_by_the_last_to_close(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "home"
    first, second = Store.open(folder), Store.open(folder)
    give_up(first, 3)
    give_up(second, 4)
    first.close()
    assert not (folder / SEAL).exists()  # the other still writes: what it writes is unchecked
    second.close()
    assert (folder / SEAL).exists()
