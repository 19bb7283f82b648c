"""Prove the daily deals' shortest wins, and write the table the package ships.

``solve --optimal``'s two searches (par's line, then the exact search below its length)
on each daily deal of a year, within a node budget: the same answer on every machine.
Run from the checkout; the work is kept in a folder, one JSON line per day and shard,
so a run stopped anywhere goes on where it was, and a day already tried at a budget as
large is not tried again (a larger budget tries the unproven days again)::

    python tests/benchmarks/daily_optima.py run --days 2027 --max-nodes 400000 \\
        --work /tmp/optima --shard 0/2          # and --shard 1/2 beside it
    python tests/benchmarks/daily_optima.py run --days 2026-11-20:2026-12-31 ... # the same
    python tests/benchmarks/daily_optima.py table --work /tmp/optima \\
        [--days 2026-11-27:2027-12-31] [--out maze_solitaire/data/daily-optima.txt]
    python tests/benchmarks/daily_optima.py check [--sample 5]   # the shipped table

``table`` writes the proven days (:mod:`maze_solitaire.play.optima` reads them) and says
how many of the year's days were proven and at what budget. ``check`` replays every
entry's line through the rules and reruns the proof of the ``--sample`` cheapest ones.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import date, timedelta
from pathlib import Path

# Measure this checkout, not whatever copy of the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from maze_solitaire.engine import STANDARD, daily_number, deal, slot_name
from maze_solitaire.play.optima import OPTIMA_PATH, DailyOptimum, parse_optimum, read_optima
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.exact import shortest
from maze_solitaire.solver.optimal import solve_optimal
from maze_solitaire.solver.wins import finder_for

SHIPPED = "2026-11-27:2027-12-31"
"""The days the package's table covers: the dailies of 2027, and those from 27 November
2026, out already, so that a test can open one (``--date`` opens no daily not out yet);
26 November's, left out, is the one the game's own background proof is tested on."""


def days_of(span: str) -> list[date]:
    """The days of ``span``: a year (``2027``) or ``FIRST:LAST`` (ISO dates, both in)."""
    if ":" in span:
        first_text, last_text = span.split(":")
        first, last = date.fromisoformat(first_text), date.fromisoformat(last_text)
    else:
        first, last = date(int(span), 1, 1), date(int(span), 12, 31)
    return [first + timedelta(days) for days in range((last - first).days + 1)]


def tried(work: Path) -> dict[str, dict[str, object]]:
    """Every day tried so far, its best record (proven, else the largest budget)."""
    best: dict[str, dict[str, object]] = {}
    for path in sorted(work.glob("shard-*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue  # a line cut short by a stop is written again
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            known = best.get(record["day"])
            if known is None or (not known["proven"] and (
                record["proven"] or int(record["budget"]) > int(str(known["budget"]))
            )):
                best[record["day"]] = record
    return best


def prove_day(day: date, max_nodes: int) -> dict[str, object]:
    """``solve --optimal`` on ``day``'s daily deal, as a record of the work folder."""
    number = daily_number(day)
    start = deal(number, STANDARD)
    began = time.process_time()
    answer, par, proof_nodes = solve_optimal(start, max_nodes=max_nodes)
    return {
        "day": day.isoformat(),
        "deal": number,
        "budget": max_nodes,
        "proven": answer.optimal,
        "below": par,
        "nodes": proof_nodes,
        "floor": answer.lower_bound,
        "moves": [f"{move.card.notation()}{slot_name(move.target)}" for move in answer.moves],
        "cpu": round(time.process_time() - began, 2),
    }


def run(args: argparse.Namespace) -> None:
    index, count = (int(part) for part in args.shard.split("/"))
    args.work.mkdir(parents=True, exist_ok=True)
    done = tried(args.work)
    out = args.work / f"shard-{index}-of-{count}.jsonl"
    for number, day in enumerate(days_of(args.days)):
        known = done.get(day.isoformat())
        if number % count != index or (known is not None and (
            known["proven"] or int(str(known["budget"])) >= args.max_nodes
        )):
            continue
        record = prove_day(day, args.max_nodes)
        with out.open("a", encoding="utf-8") as file:
            file.write(json.dumps(record) + "\n")
        moves = record["moves"]
        assert isinstance(moves, list)
        said = "proven" if record["proven"] else "not proven"
        print(
            f"{day}: {said} {len(moves)} (floor {record['floor']}), {record['nodes']} nodes, "
            f"{record['cpu']} s",
            flush=True,
        )


def entry_of(record: dict[str, object]) -> DailyOptimum:
    """A proven record as the table's entry (its line replayed through the rules)."""
    moves = " ".join(str(move) for move in record["moves"])  # type: ignore[attr-defined]
    fields = [record[name] for name in ("day", "deal")]
    fields += [len(record["moves"]), record["below"], record["nodes"]]  # type: ignore[arg-type]
    return parse_optimum(" ".join(map(str, fields)) + " " + moves)


def table(args: argparse.Namespace) -> None:
    done = tried(args.work)
    days = days_of(args.days)
    records = [done[day.isoformat()] for day in days if day.isoformat() in done]
    proven = [entry_of(record) for record in records if record["proven"]]
    budgets = sorted({int(str(record["budget"])) for record in records})
    header = [
        f"# The proven shortest wins of the daily deals of {args.days} (the shape: see",
        "# maze_solitaire/play/optima.py), made by tests/benchmarks/daily_optima.py: solve",
        "# --optimal's searches",
        f"# within {' or '.join(f'{budget:,}' for budget in budgets)} positions a deal;",
        f"# {len(proven)} of {len(days)} days proven ({len(records)} tried).",
    ]
    text = "\n".join([*header, *(entry.text() for entry in proven)]) + "\n"
    args.out.write_text(text, encoding="utf-8")
    read_optima(args.out)  # every line replays through the rules
    print(f"{len(proven)} of {len(days)} days proven, {len(records)} tried, budgets {budgets}")


def check(args: argparse.Namespace) -> None:
    optima = read_optima(args.out)  # replays every entry's line
    print(f"{len(optima)} entries replay to a win")
    for entry in sorted(optima.values(), key=lambda entry: entry.nodes)[: args.sample]:
        print(f"{entry.day}: {'proven' if reproved(entry) else 'NOT PROVEN'} in {entry.nodes}")


def reproved(entry: DailyOptimum) -> bool:
    """Whether the exact search, told of a line of ``below`` moves, proves within ``nodes``
    positions that the entry's line is a shortest win (finding it, if it is shorter)."""
    start = entry.start()
    found = shortest(
        cells_of(start),
        where_of(start),
        compact_rules(start.variant),
        finder_for(start.variant),
        shorter_than=entry.below,
        max_nodes=max(entry.nodes, 1),
    )
    length = entry.below if found.steps is None else len(found.steps)
    return found.proven and length == entry.length


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="prove the days of a year, into --work")
    running.add_argument("--days", default="2027", help="a year, or FIRST:LAST (ISO dates)")
    running.add_argument("--max-nodes", type=int, default=1_000_000)
    running.add_argument("--work", type=Path, required=True)
    running.add_argument("--shard", default="0/1", help="I/N: the days numbered I mod N")
    making = commands.add_parser("table", help="write the table of the proven days")
    making.add_argument("--days", default=SHIPPED, help="a year, or FIRST:LAST (ISO dates)")
    making.add_argument("--work", type=Path, required=True)
    making.add_argument("--out", type=Path, default=OPTIMA_PATH)
    checking = commands.add_parser("check", help="check the table's entries")
    checking.add_argument("--out", type=Path, default=OPTIMA_PATH)
    checking.add_argument("--sample", type=int, default=5)
    args = parser.parse_args()
    {"run": run, "table": table, "check": check}[args.command](args)


if __name__ == "__main__":
    main()
