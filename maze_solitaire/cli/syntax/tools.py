"""The tools beside the game: ``completion``, ``config`` and ``survey`` (run by
:mod:`..described`, :mod:`..settings` and :mod:`..census`), each declared with its own
options."""

from __future__ import annotations

from maze_solitaire.cli.options import (
    CONFIG_ACTIONS,
    SHELLS,
    SURVEY_ACTIONS,
    SURVEY_MAX_NODES,
    SURVEY_OUT,
)
from maze_solitaire.cli.status import ExitStatus, epilog
from maze_solitaire.cli.syntax.game import any_case
from maze_solitaire.cli.syntax.shared import (
    Parser,
    Subcommands,
    add_difficulty,
    add_look_options,
    add_rules,
    positive,
    seconds_type,
)


def completion(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    completion: Parser = commands.add_parser(
        "completion",
        help="print a completion script for bash, zsh or fish",
        description="Print the shell completion script, made from this command line's "
        "own parser. bash: maze-solitaire completion bash > "
        "~/.local/share/bash-completion/completions/maze-solitaire; zsh: save it as "
        "_maze-solitaire in a folder on $fpath; fish: maze-solitaire completion fish > "
        "~/.config/fish/completions/maze-solitaire.fish",
    )
    completion.add_argument(
        "shell", type=any_case, choices=SHELLS, help="the shell: bash, zsh or fish"
    )
    return completion


def config(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    config: Parser = commands.add_parser(
        "config",
        parents=data,
        help="the config file: where it is, the settings in effect, a starter file",
        description="The game's settings, in a TOML file: its theme, the four-colour "
        "deck, ASCII, colours, the win's animation, the demo's speed and the rules. Each "
        "comes from the command line, else the environment (NO_COLOR, "
        "MAZE_SOLITAIRE_THEME), else (the four-colour deck) what the 4 key last left, else "
        "the file, else (the theme) the terminal's COLORFGBG, else the default. Scripts "
        "(show, moves, solve, par, stats) read none of it.",
        epilog=epilog(
            (ExitStatus.OK, ""),
            (ExitStatus.USAGE, "when 'init' finds something there already"),
            (
                ExitStatus.DATA,
                "when 'show' finds a file or a variable that cannot be used (a line on "
                "standard error says why: the settings shown are the ones the game then "
                "plays with)",
            ),
            (ExitStatus.IO, "when 'init' cannot make the file"),
        )
        + ".",
    )
    config.add_argument(
        "action",
        type=any_case,
        choices=CONFIG_ACTIONS,
        help="path: print where the file is ($MAZE_SOLITAIRE_CONFIG, else config.toml in "
        "the user config folder); show: print the settings in effect, and where each comes "
        "from, as the game would have them with the options given here; init: write a "
        "starter file there, with every setting commented out (never over a file)",
    )
    add_rules(config)
    add_difficulty(config)
    add_look_options(config)
    return config


def survey(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    survey: Parser = commands.add_parser(
        "survey",
        help="solve a range of deals into a results file: how winnable Maze is",
        description="Solve a range of deals on every core, each answer (its line "
        "replayed through the rules) kept as it comes in a results file, so a rerun of "
        "the same command goes on where it stopped. 'report' prints the figures, "
        "'retry' gives the deals the solver gave up on a second, longer pass, 'merge' "
        "adds other results files (from other machines, or shards) into --out.",
        epilog=f"With neither --timeout nor --max-nodes a deal may expand "
        f"{SURVEY_MAX_NODES:,} positions: the same answers on every machine.",
    )
    survey.add_argument(
        "action", nargs="?", type=any_case, choices=SURVEY_ACTIONS, help="what to do"
    )
    survey.add_argument("sources", nargs="*", metavar="SRC", help="merge: files to add in")
    survey.add_argument(
        "--deals",
        metavar="A-B",
        help="the deals to solve (a run needs them: e.g. 1-1000); report, retry and merge "
        "take only these",
    )
    add_rules(survey)
    survey.add_argument(
        "--jobs", metavar="N", type=positive, help="worker processes (default: all cores)"
    )
    survey.add_argument(
        "--timeout", metavar="S", type=seconds_type(allow_zero=False), help="seconds a deal"
    )
    survey.add_argument("--max-nodes", metavar="K", type=positive, help="positions a deal")
    survey.add_argument(
        "--shard", metavar="K/N", help="a run: only every N-th deal, the K-th first"
    )
    survey.add_argument(
        "--polish",
        action="store_true",
        help="polish each line (shorter lines, some three times the time)",
    )
    survey.add_argument(
        "--out", metavar="F", default=SURVEY_OUT, help=f"the results file ({SURVEY_OUT})"
    )
    survey.add_argument("--json", action="store_true", help="report: one JSON object")
    survey.add_argument("--csv", action="store_true", help="report: CSV, a row a variant")
    return survey
