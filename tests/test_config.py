"""The config file: where it is, every kind of bad file, precedence, ``config path/show/init``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from maze_solitaire.engine import PYSOL, STANDARD
from maze_solitaire.places import CONFIG_VARIABLE, config_path
from maze_solitaire.play.assistant import DEMO_PACES, DEMO_STEP_SECONDS
from maze_solitaire.settings.fields import DEFAULTS, FIELDS, FOUR_COLOR_KEY, Options, Settings
from maze_solitaire.settings.file import (
    DEFAULT,
    ENVIRONMENT,
    FILE,
    OPTION,
    REMEMBERED,
    TERMINAL,
    BadFile,
    Setting,
    SettingValue,
    read,
)
from maze_solitaire.settings.load import load
from maze_solitaire.storage import Store
from maze_solitaire.themes import CLASSIC, THEMES
from maze_solitaire.words.settings import starter

GOOD = """\
# my settings
theme = "dark"
four_color = true
ascii = true
color = false
animations = false
demo_speed = 0.15
rules = "pysol"
verdict = false
clock = false
warnings = false
difficulty = "hard"
"""


def written(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "config.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def loaded(
    path: Path, options: Options | None = None, remembered: str | None = None, **environ: str
) -> tuple[Settings, dict[str, SettingValue], dict[str, str]]:
    """The settings, their values and their sources by key."""
    settings = load(options or Options(), environ, path, remembered)
    values = {key: setting.value for key, setting in settings.where.items()}
    sources = {key: setting.source for key, setting in settings.where.items()}
    return settings, values, sources


# -- where it is -----------------------------------------------------------------------------


def test_the_variable_names_the_file_else_the_xdg_config_folder() -> None:
    assert config_path({CONFIG_VARIABLE: "/tmp/mine.toml"}) == Path("/tmp/mine.toml")
    if os.name == "posix" and os.uname().sysname != "Darwin":
        xdg = config_path({"XDG_CONFIG_HOME": "/x"})
        assert xdg == Path("/x/maze-solitaire/config.toml")
        assert config_path({}) == Path.home() / ".config" / "maze-solitaire" / "config.toml"


def test_the_folder_is_the_one_platformdirs_names(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(CONFIG_VARIABLE)
    for xdg in ("", "/elsewhere"):
        monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
        folder = Path(platformdirs.user_config_dir("maze-solitaire", appauthor=False))
        assert config_path() == folder / "config.toml"


# -- reading -----------------------------------------------------------------------------------


def test_no_file_is_no_settings_and_reads_no_toml(tmp_path: Path) -> None:
    assert read(tmp_path / "none.toml", FIELDS) == {}
    script = (
        "import sys; from pathlib import Path; from maze_solitaire.settings.load import load;"
        f" load(path=Path({str(tmp_path / 'none.toml')!r}));"
        " print(any(m in sys.modules for m in ('tomllib', 'tomli')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.stdout.strip() == "False", result.stderr


def test_a_good_file_gives_each_setting_with_its_line(tmp_path: Path) -> None:
    found = read(written(tmp_path, GOOD), FIELDS)
    assert found["theme"] == Setting("dark", FILE, "2")
    assert found["rules"] == Setting("pysol", FILE, "8")
    settings, _, sources = loaded(written(tmp_path, GOOD))
    assert set(sources.values()) == {FILE} and settings.notice == ""
    assert settings.theme is THEMES["dark"] and settings.rules is PYSOL
    assert (settings.four_color, settings.ascii, settings.color) == (True, True, False)
    assert (settings.animations, settings.demo_seconds) == (False, 0.15)
    assert (settings.verdict, settings.clock, settings.warnings) == (False, False, False)
    assert settings.difficulty == "hard"


def test_a_whole_number_does_for_a_number(tmp_path: Path) -> None:
    assert loaded(written(tmp_path, "demo_speed = 2\n"))[0].demo_seconds == 2.0


BAD_FILES = {
    "syntax": ('theme = "dark"\n\nfour_color = yes\n', 3, "four_color", "not TOML"),
    "syntax at the end": ('theme = "dark"\nrules = "pysol\n', 2, "rules", "not TOML"),
    "unknown key": ('theme = "dark"\nthme = "light"\n', 2, "thme", "did you mean theme?"),
    "unknown table": ('ascii = true\n\n[keys]\nundo = "z"\n', 3, "keys", "not a setting"),
    "wrong type": ('four_color = "yes"\n', 1, "four_color", 'true or false, not "yes"'),
    "a number as a string": ("demo_speed = '0.3'\n", 1, "demo_speed", "a number"),
    "a table for a value": ("animations = 1\n", 1, "animations", "true or false, not 1"),
    "bad theme": ('\ntheme = "purple"\n', 2, "theme", 'one of "classic", "dark"'),
    "bad speed": ("demo_speed = 0.5\n", 1, "demo_speed", "one of 2.0, 1.0, 0.6"),
    "bad rules": ('rules = "klondike"\n', 1, "rules", '"standard", "pysol", "aisleriot"'),
    "quoted key": ('"theme" = 3\n', 1, "theme", "a string in quotes"),
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_a_bad_file_is_named_with_its_line_and_key_and_not_used(tmp_path: Path, kind: str) -> None:
    text, line, key, said = BAD_FILES[kind]
    path = written(tmp_path, text)
    with pytest.raises(BadFile) as raised:
        read(path, FIELDS)
    assert (raised.value.line, raised.value.key) == (line, key)
    assert str(raised.value).startswith(f"{path}:{line}: {key}: ")
    assert said in str(raised.value)
    settings = loaded(path)[0]
    assert settings.where == DEFAULTS.where  # the file as a whole is not used
    assert settings.notice.startswith("config file not used (playing with the defaults): ")
    assert f"{path}:{line}: {key}: " in settings.notice and "\n" not in settings.notice
    assert path.read_text(encoding="utf-8") == text  # never rewritten


def test_a_folder_in_the_file_s_place(tmp_path: Path) -> None:
    folder = tmp_path / "config.toml"
    folder.mkdir()
    settings = loaded(folder)[0]
    assert settings.where == DEFAULTS.where
    assert settings.notice.endswith(f": {folder}: is a folder, not a file")


def test_a_file_that_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = written(tmp_path, GOOD)
    if os.geteuid() != 0:  # root reads every file whatever its mode
        path.chmod(0)
    else:

        def refused(self: Path) -> bytes:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(Path, "read_bytes", refused)
    settings = loaded(path)[0]
    assert settings.where == DEFAULTS.where
    assert settings.notice.endswith(f": {path}: cannot be read (Permission denied)")


def test_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = written(tmp_path, b'theme = "dark"\n# caf\xe9\n')
    with pytest.raises(BadFile) as raised:
        read(path, FIELDS)
    assert raised.value.line == 2 and "UTF-8" in str(raised.value)


# -- precedence ------------------------------------------------------------------------------


def test_option_over_environment_over_file_over_default(tmp_path: Path) -> None:
    path = written(tmp_path, 'theme = "contrast"\ncolor = true\n')
    both = {"MAZE_SOLITAIRE_THEME": "light", "COLORFGBG": "15;0"}
    theme = [
        loaded(path, Options(theme="dark"), **both),
        loaded(path, Options(), **both),
        loaded(path, Options(), COLORFGBG="15;0"),
        loaded(tmp_path / "none.toml", Options(), COLORFGBG="15;0"),
        loaded(tmp_path / "none.toml", Options()),
    ]
    assert [(found[1]["theme"], found[2]["theme"]) for found in theme] == [
        ("dark", OPTION),
        ("light", ENVIRONMENT),
        ("contrast", FILE),
        ("dark", TERMINAL),  # a dark background, where nothing names a theme
        ("classic", DEFAULT),
    ]
    assert theme[0][0].where["theme"].detail == "--theme"
    assert theme[1][0].where["theme"].detail == "MAZE_SOLITAIRE_THEME"


def test_colour_no_color_over_the_file_and_an_empty_no_color_is_unset(tmp_path: Path) -> None:
    path = written(tmp_path, "color = true\n")
    assert loaded(path, Options(no_color=True))[2]["color"] == OPTION
    assert loaded(path, NO_COLOR="1")[1:] == ({**DEFAULTS_VALUES, "color": False}, SOURCES_NO_COLOR)
    assert loaded(path, NO_COLOR="")[2]["color"] == FILE  # no-color.org: set and not empty
    assert loaded(written(tmp_path, "color = false\n"))[1]["color"] is False


DEFAULTS_VALUES = {key: setting.value for key, setting in DEFAULTS.where.items()}
SOURCES_NO_COLOR = {**{key: DEFAULT for key in DEFAULTS.where}, "color": ENVIRONMENT}


def test_the_four_colour_deck_option_over_the_remembered_4_over_the_file(tmp_path: Path) -> None:
    on = written(tmp_path, "four_color = true\n")
    assert loaded(on)[0].four_color
    assert not loaded(on, remembered="off")[0].four_color  # the 4 key's last word
    assert loaded(on, remembered="off")[0].where["four_color"].source == REMEMBERED
    forced = loaded(on, Options(four_color=True), "off")[0]
    assert forced.four_color and forced.where["four_color"].source == OPTION
    assert loaded(tmp_path / "none.toml", remembered="on")[0].four_color
    assert loaded(on, remembered="sideways")[0].where["four_color"].source != REMEMBERED


def test_every_setting_s_default() -> None:
    assert DEFAULTS.theme is CLASSIC and DEFAULTS.rules is STANDARD
    assert (DEFAULTS.four_color, DEFAULTS.ascii, DEFAULTS.color, DEFAULTS.animations) == (
        False,
        False,
        True,
        True,
    )
    assert DEFAULTS.demo_seconds == DEMO_STEP_SECONDS and DEMO_STEP_SECONDS in DEMO_PACES


def test_colorfgbg_reads_the_background(tmp_path: Path) -> None:
    none = tmp_path / "none.toml"
    pairs = [("0;15", "light"), ("15;0", "dark"), ("0;default;7", "light"), ("7;8", "dark")]
    for told, theme in pairs:
        assert loaded(none, COLORFGBG=told)[1]["theme"] == theme, told
    for told in ("", "default", "0;default", "0;99", "0;٣", "0;" + "9" * 5000):
        assert loaded(none, COLORFGBG=told)[2]["theme"] == DEFAULT, told


def test_a_theme_variable_that_names_no_theme_is_said_and_not_used(tmp_path: Path) -> None:
    settings, values, _ = loaded(tmp_path / "none.toml", MAZE_SOLITAIRE_THEME="purple")
    assert values["theme"] == "classic"
    assert settings.notice.startswith("MAZE_SOLITAIRE_THEME=purple is not a theme")


def test_a_value_that_would_act_on_the_terminal_is_shown_escaped_on_one_line(
    tmp_path: Path,
) -> None:
    settings, _, _ = loaded(tmp_path / "none.toml", MAZE_SOLITAIRE_THEME="x\n\x1b[31mred")
    assert settings.notice is not None and "\n" not in settings.notice
    assert "x\\n\\x1b[31mred is not a theme" in settings.notice
    settings, _, _ = loaded(written(tmp_path, '"the\\nme" = 1\n'))
    assert settings.notice is not None and "\n" not in settings.notice


def test_a_byte_order_mark_as_notepad_writes_it_is_read_past(tmp_path: Path) -> None:
    _, values, _ = loaded(written(tmp_path, b'\xef\xbb\xbftheme = "dark"\n'))
    assert values["theme"] == "dark"


def test_a_tilde_of_no_user_is_the_path_as_written_not_a_traceback() -> None:
    assert config_path({"MAZE_SOLITAIRE_CONFIG": "~nosuchuser/x.toml"}) == Path(
        "~nosuchuser/x.toml"
    )


# -- the starter file ------------------------------------------------------------------------


def test_the_starter_file_sets_nothing_and_each_of_its_lines_is_good(tmp_path: Path) -> None:
    text = starter(FIELDS)
    assert read(written(tmp_path, text), FIELDS) == {}
    for field in FIELDS:
        line = next(line for line in text.splitlines() if line.startswith(f"# {field.key} = "))
        assert read(written(tmp_path, line[2:] + "\n"), FIELDS)[field.key].value == field.default
    assert all(len(line) <= 80 for line in text.splitlines())


# -- the commands ----------------------------------------------------------------------------


def config(home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {
        **os.environ,
        CONFIG_VARIABLE: str(home / "config.toml"),
        "MAZE_SOLITAIRE_HOME": str(home),
        **env,
    }
    for variable in ("NO_COLOR", "MAZE_SOLITAIRE_THEME", "COLORFGBG"):
        if variable not in env:
            environment.pop(variable, None)
    return subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "config", *args],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
        check=False,
    )


def test_config_path_prints_where_the_file_is(tmp_path: Path) -> None:
    result = config(tmp_path, "path")
    assert (result.returncode, result.stdout, result.stderr) == (0, f"{tmp_path}/config.toml\n", "")
    assert not (tmp_path / "config.toml").exists()


def test_config_init_writes_a_starter_file_and_never_over_one(tmp_path: Path) -> None:
    home = tmp_path / "deep" / "er"  # its folder is made
    result = config(home, "init")
    assert result.returncode == 0 and str(home / "config.toml") in result.stdout
    path = home / "config.toml"
    assert path.read_text(encoding="utf-8") == starter(FIELDS)
    path.write_text('theme = "dark"\n', encoding="utf-8")
    again = config(home, "init")
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr == (
        f"maze-solitaire: error: {path} is a file already: it is left as it is"
        " (see 'maze-solitaire config show')\n"
    )
    assert path.read_text(encoding="utf-8") == 'theme = "dark"\n'
    path.unlink()
    path.mkdir()
    folder = config(home, "init")
    assert folder.returncode == 2 and "is a folder already" in folder.stderr


def test_config_init_that_cannot_make_the_file_is_an_input_output_error(tmp_path: Path) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder", encoding="utf-8")
    result = config(a_file / "deeper", "init")  # its folder would be in a file
    assert result.returncode == 74 and result.stdout == ""
    assert result.stderr.startswith(f"maze-solitaire: error: {a_file / 'deeper'}: cannot be made")
    assert a_file.read_text(encoding="utf-8") == "not a folder"


def test_config_show_says_where_each_setting_comes_from(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text(
        '# mine\nanimations = false\nrules = "aisleriot"\n', encoding="utf-8"
    )
    with Store.open(tmp_path) as store:
        store.remember(FOUR_COLOR_KEY, "on")
    result = config(tmp_path, "show", "--theme", "contrast", NO_COLOR="1")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == f"# config file: {tmp_path / 'config.toml'}"
    shown = {line.split(" = ")[0]: line.split(" = ")[1] for line in lines[1:]}
    assert list(shown) == [field.key for field in FIELDS]

    def said(key: str) -> tuple[str, str]:
        value, _, source = shown[key].partition("#")
        return value.strip(), source.strip()

    assert said("theme") == ('"contrast"', "option --theme")
    assert said("color") == ("false", "environment NO_COLOR")
    assert said("four_color") == ("true", "remembered: the game's 4 key")
    assert said("animations") == ("false", "file, line 2")
    assert said("rules") == ('"aisleriot"', "file, line 3")
    assert said("demo_speed") == ("0.3", "default")
    assert said("ascii") == ("false", "default")


def test_config_show_of_a_bad_file_says_why_and_shows_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('theme = "dark"\ncolour = false\n', encoding="utf-8")
    result = config(tmp_path, "show")
    assert result.returncode == 65  # bad data
    assert result.stderr == (
        "maze-solitaire: error: config file not used (playing with the defaults): "
        f"{path}:2: colour: not a setting (did you mean color?); the settings are theme,"
        " four_color, ascii, color, animations, verdict, clock, warnings, demo_speed, rules,"
        " difficulty\n"
    )
    theme = next(line for line in result.stdout.splitlines() if line.startswith("theme = "))
    assert theme.startswith('theme = "classic" ') and theme.endswith("  # default")


def test_config_show_without_a_file_says_how_to_make_one(tmp_path: Path) -> None:
    result = config(tmp_path, "show")
    assert result.returncode == 0 and "config init" in result.stdout.splitlines()[0]


def test_a_bad_theme_is_refused_on_the_command_line(tmp_path: Path) -> None:
    result = config(tmp_path, "show", "--theme", "purple")
    assert result.returncode == 2 and "invalid choice: 'purple'" in result.stderr


def test_tomli_is_needed_on_python_3_10_only() -> None:
    project = (Path(__file__).parent.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert "\"tomli>=1.1; python_version < '3.11'\"" in project


def test_a_purist_s_keys_are_read_shown_and_in_the_starter_file(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text("verdict = false\nclock = false\n", encoding="utf-8")
    settings = load(path=tmp_path / "config.toml", environ={})
    assert (settings.verdict, settings.clock) == (False, False)
    assert (DEFAULTS.verdict, DEFAULTS.clock) == (True, True)
    shown = config(tmp_path, "show").stdout
    lines = [" ".join(line.split()) for line in shown.splitlines()]
    assert "verdict = false # file, line 1" in lines and "clock = false # file, line 2" in lines
    assert "# verdict = true\n" in starter(FIELDS) and "# clock = true\n" in starter(FIELDS)
