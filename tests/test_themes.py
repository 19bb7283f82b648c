"""Themes: suits never told apart by hue alone, decks of distinct colours, and each theme
drawn by the real game (read through pyte), NO_COLOR winning over all of them."""

from __future__ import annotations

from pathlib import Path

import pytest

from maze_solitaire.engine import SUIT_SYMBOLS, SUITS
from maze_solitaire.fullscreen.render import render
from maze_solitaire.fullscreen.themes import BASIC, COLORS, THEME_NAMES, THEMES, Theme, color_number
from maze_solitaire.words import ASCII, UNICODE, Glyphs
from tests.sessions import full_screen
from tests.terminal import Terminal

BOARD_READY = "In order"


def drawn_colors(deck: tuple[str | None, ...], theme: Theme, colors: int) -> list[object]:
    """The palette numbers a deck is drawn in on a terminal of ``colors`` colours (the
    text's own colour for ``None``)."""
    ink = theme.foreground
    return [
        ("text" if ink is None else color_number(ink, colors))
        if name is None
        else color_number(name, colors)
        for name in deck
    ]


@pytest.mark.parametrize("name", THEME_NAMES)
@pytest.mark.parametrize("colors", [8, 16, 256])
def test_the_four_colour_deck_has_four_distinct_colours(name: str, colors: int) -> None:
    theme = THEMES[name]
    assert len(set(drawn_colors(theme.four_color_deck, theme, colors))) == 4
    red, black = (
        drawn_colors(theme.deck, theme, colors)[1],
        drawn_colors(theme.deck, theme, colors)[0],
    )
    assert red != black  # the usual deck: two colours


def suit_looks(
    theme: Theme, four_color: bool, glyphs: Glyphs
) -> dict[int, set[tuple[object, str]]]:
    """Each suit's (colour, glyph) as the renderer draws the cards of a deal."""
    front = full_screen(glyphs=glyphs)
    front.theme, front.four_color = theme, four_color
    canvas = render(front.view(), 100, 30)
    symbols = SUIT_SYMBOLS if glyphs.unicode else SUITS
    looks: dict[int, set[tuple[object, str]]] = {}
    for hit in canvas.hits:  # the cells of each slot: a card's suit is its last character
        cells = [cell for cell in canvas.rows[hit.y][hit.x0 : hit.x1] if cell[0].strip()]
        if cells and cells[-1][0] in symbols:
            char, style = cells[-1]
            looks.setdefault(symbols.index(char), set()).add((style.fg, char))
    return looks


@pytest.mark.parametrize("name", THEME_NAMES)
@pytest.mark.parametrize("four_color", [False, True], ids=["two colours", "four colours"])
@pytest.mark.parametrize("glyphs", [UNICODE, ASCII], ids=["symbols", "letters"])
def test_no_two_suits_share_both_colour_and_glyph(
    name: str, four_color: bool, glyphs: Glyphs
) -> None:
    looks = suit_looks(THEMES[name], four_color, glyphs)
    assert sorted(looks) == [0, 1, 2, 3]
    for suit, look in looks.items():
        assert len(look) == 1  # every card of a suit looks alike
        others = set().union(*(looks[other] for other in looks if other != suit))
        assert not look & others
    glyph_of = {suit: next(iter(look))[1] for suit, look in looks.items()}
    assert len(set(glyph_of.values())) == 4  # the glyph alone tells them apart


def test_every_colour_a_theme_names_is_known_and_falls_back_to_a_basic_one() -> None:
    for theme in THEMES.values():
        named = [
            *theme.deck,
            *theme.four_color_deck,
            *theme.wave,
            theme.foreground,
            theme.background,
        ]
        named += [style.fg for style in (theme.question, theme.mark, theme.win, theme.helped)]
        named += [style.fg for style in (theme.alarm, theme.solved, theme.cards, theme.title)]
        for name in named:
            assert name is None or name in BASIC or name in COLORS, (theme.name, name)
    assert all(color.fallback in BASIC for color in COLORS.values())


@pytest.mark.parametrize("name", ["classic", "dark", "light"])
def test_the_themes_a_default_may_be_keep_to_the_8_basic_colours(name: str) -> None:
    theme = THEMES[name]
    named = [*theme.deck, *theme.four_color_deck, *theme.wave, theme.foreground, theme.background]
    assert all(color is None or color in BASIC for color in named)


def test_the_contrast_theme_dims_nothing() -> None:
    contrast = full_screen()
    contrast.theme = THEMES["contrast"]
    canvas = render(contrast.view(), 100, 30)
    assert not any(style.dim for row in canvas.rows for _, style in row)
    classic = render(full_screen().view(), 100, 30)
    assert any(style.dim for row in classic.rows for _, style in row)


# -- through the real game -------------------------------------------------------------------


def looks_on_screen(game: Terminal) -> dict[str, set[tuple[str, str, bool]]]:
    """Each suit symbol's (fg, bg, bold) on the screen, and the plain text's ("text")."""
    found: dict[str, set[tuple[str, str, bool]]] = {}
    for row in game.screen.buffer.values():
        for cell in row.values():
            key = cell.data if cell.data in SUIT_SYMBOLS else "text" if cell.data.isalpha() else ""
            if key:
                found.setdefault(key, set()).add((cell.fg, cell.bg, cell.bold))
    return found


EXPECTED = {
    # theme: (♥, ♦ and ♣ of the four-colour deck, as (fg, bg, bold)), the same for ♠
    "classic": (("red", "default", False), ("blue", "default", False), ("green", "default", False)),
    "dark": (("red", "default", True), ("cyan", "default", True), ("green", "default", True)),
    "light": (("red", "default", False), ("blue", "default", False), ("magenta", "default", False)),
    "contrast": (
        ("brightred", "black", True),
        ("brightcyan", "black", True),
        ("brightgreen", "black", True),
    ),
    "colorblind": (
        ("d75f00", "default", True),
        ("d7af00", "default", True),
        ("0087ff", "default", True),
    ),
}


@pytest.mark.parametrize("name", THEME_NAMES)
def test_each_theme_draws_its_colours_in_the_real_game(name: str) -> None:
    with Terminal("--deal", "1", "--four-color", "--theme", name) as game:
        game.wait_for(BOARD_READY)
        looks = looks_on_screen(game)
        game.send("q")
        assert game.wait_exit() == 0
    hearts, diamonds, clubs = EXPECTED[name]
    assert looks["♥"] == {hearts} and looks["♦"] == {diamonds} and looks["♣"] == {clubs}
    spades = looks["♠"]
    assert len(spades) == 1 and next(iter(spades))[0] == (
        "brightwhite" if name == "contrast" else "default"
    )
    if name == "contrast":  # the background painted everywhere, the text bright white
        assert {bg for _, bg, _ in looks["text"]} == {"black"}


def test_the_themes_look_different_from_each_other() -> None:
    assert len(set(EXPECTED.values())) == len(EXPECTED)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_no_color_wins_over_every_theme(name: str) -> None:
    with Terminal("--deal", "1", "--four-color", "--theme", name, env={"NO_COLOR": "1"}) as game:
        game.wait_for(BOARD_READY)
        cells = [cell for row in game.screen.buffer.values() for cell in row.values()]
        assert all(cell.fg == "default" and cell.bg == "default" for cell in cells)
        assert any(cell.reverse for cell in cells)  # the cursor still shows
        game.send("q")
        assert game.wait_exit() == 0


def test_a_terminal_without_colours_shows_none_of_the_painted_theme() -> None:
    with Terminal("--deal", "1", "--theme", "contrast", env={"TERM": "vt100"}) as game:
        game.wait_for(BOARD_READY)
        cells = [cell for row in game.screen.buffer.values() for cell in row.values()]
        assert all(cell.fg == "default" and cell.bg == "default" for cell in cells)
        game.send("q")


def clubs_in_four_colours(env: dict[str, str]) -> set[tuple[str, str, bool]]:
    with Terminal("--deal", "1", "--four-color", env=env) as game:
        game.wait_for(BOARD_READY)
        clubs = looks_on_screen(game)["♣"]
        game.send("q")
        assert game.wait_exit() == 0
    return clubs


def test_the_theme_comes_from_the_environment_the_file_and_the_terminal(tmp_path: Path) -> None:
    dark = tmp_path / "dark.toml"
    dark.write_text('theme = "dark"\n', encoding="utf-8")
    cases = [
        ({}, "classic"),
        ({"MAZE_SOLITAIRE_THEME": "light"}, "light"),
        ({"COLORFGBG": "0;15"}, "light"),  # a light background, and nothing else said
        ({"COLORFGBG": "0;15", "MAZE_SOLITAIRE_CONFIG": str(dark)}, "dark"),  # file > terminal
        ({"MAZE_SOLITAIRE_THEME": "colorblind", "MAZE_SOLITAIRE_CONFIG": str(dark)}, "colorblind"),
    ]
    for env, theme in cases:
        assert clubs_in_four_colours(env) == {EXPECTED[theme][2]}, (env, theme)


def test_a_bad_file_is_the_game_s_first_notice_and_the_game_plays_on(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    text = 'four_color = true\ntheme = "purple"\n'
    path.write_text(text, encoding="utf-8")
    with Terminal("--deal", "1", env={"MAZE_SOLITAIRE_CONFIG": str(path)}, columns=200) as game:
        screen = game.wait_for(BOARD_READY)
        assert f"config file not used (playing with the defaults): {path}:2: theme:" in screen
        assert looks_on_screen(game)["♣"] == {("default", "default", False)}  # the defaults
        game.send("q")
        assert game.wait_exit() == 0
    assert path.read_text(encoding="utf-8") == text


def test_a_bad_file_s_notice_keeps_its_bad_value_at_80_by_24(tmp_path: Path) -> None:
    folder = tmp_path / "a-long-folder-name-for-the-settings" / "maze-solitaire"
    folder.mkdir(parents=True)
    path = folder / "config.toml"
    path.write_text('theme = "purple"\n', encoding="utf-8")
    env = {"MAZE_SOLITAIRE_CONFIG": str(path)}
    with Terminal("--deal", "1", env=env, columns=80, lines=24) as game:
        screen = game.wait_for(BOARD_READY)
        said = " ".join(line.strip() for line in screen.splitlines())  # (it may wrap)
        assert 'not "purple"' in said  # the value, whole
        assert "config.toml:1: theme:" in said  # the file's name, the line and the key
        game.send("q")
        assert game.wait_exit() == 0
