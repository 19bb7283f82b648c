"""The themes: how each part of the screen looks, one table per theme, and the colours they name.

A :class:`Theme` is data only, below the rooms that use it: the settings name the
themes (the config file's ``theme``, ``--theme``), and the full-screen game draws
them. Its renderer reads the view's theme for every style it draws (so a frame
stays a pure function of its view), and its painter
(:mod:`maze_solitaire.fullscreen.screen`) turns each colour name into what the
terminal can show: a colour of :data:`COLORS` past the basic eight is drawn where the
terminal has that many colours, and as its basic fallback elsewhere.

Suits are never told apart by hue alone: each suit's glyph (``♠♥♦♣``, or
``S H D C`` in ASCII) always differs, and each deck's colours are checked
(by the tests) to be distinct where they should be.

- ``classic`` -- the game's look from the start: the 8 basic colours;
- ``dark``, ``light`` -- the basic colours chosen to read well on a dark or a light
  background (the terminal's own background is kept);
- ``contrast`` -- high contrast: bright colours, bold text, nothing dimmed, on black;
- ``colorblind`` -- colours told apart with the common colour-vision deficiencies
  (after Okabe and Ito's palette: vermilion, amber and blue besides the text's own
  colour, which differ in lightness as well as in hue), 256 colours where the
  terminal has them and the basic ones elsewhere.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from typing import Final, NamedTuple


class Style(NamedTuple):
    """How a cell looks. ``fg`` is a colour name, or ``None`` for the terminal's own."""

    fg: str | None = None
    bold: bool = False
    reverse: bool = False
    underline: bool = False
    dim: bool = False


PLAIN: Final = Style()

BASIC: Final = ("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white")
"""The 8 basic colours, numbered 0-7 as every colour terminal numbers them."""


class Color(NamedTuple):
    """A colour past the basic eight: its number in the terminal's palette (8-15: the
    bright colours of 16-colour terminals; 16-255: xterm's 256), and the basic colour
    drawn where the terminal has fewer colours than that number needs."""

    number: int
    fallback: str


COLORS: Final = {
    "bright-red": Color(9, "red"),
    "bright-green": Color(10, "green"),
    "bright-yellow": Color(11, "yellow"),
    "bright-blue": Color(12, "blue"),
    "bright-magenta": Color(13, "magenta"),
    "bright-cyan": Color(14, "cyan"),
    "bright-white": Color(15, "white"),
    "vermilion": Color(166, "red"),  # #d75f00, Okabe-Ito's vermilion
    "amber": Color(178, "yellow"),  # #d7af00, between their orange and yellow
    "azure": Color(33, "blue"),  # #0087ff, their blue, light enough for a dark background
    "sky": Color(75, "cyan"),  # #5fafff, their sky blue
    "purple": Color(169, "magenta"),  # #d75faf, their reddish purple
}
"""The colours past the basic eight that the themes use, by name."""

Deck = tuple[str | None, str | None, str | None, str | None]
"""A colour for each suit, in the engine's order (spades, hearts, diamonds, clubs);
``None``: the terminal's own text colour (the theme's, where it paints one)."""


class Theme(NamedTuple):
    """How each part of the screen looks. Colour names are :data:`BASIC` or :data:`COLORS`."""

    name: str
    deck: Deck
    """The suits' colours with the usual deck: two colours."""
    four_color_deck: Deck
    """The suits' colours with the four-colour deck: four distinct ones."""
    cards: Style
    """Everything of a card's look but its colour (bold, or not)."""
    title: Style
    """The title, the notices in the middle of the screen, the help's heading."""
    faint: Style
    """What is there to be read only when wanted: labels, gaps, the keys, the rules' name."""
    question: Style
    """A question, the number being typed, the demo playing."""
    mark: Style
    """The choice numbers and the hint's ``*`` under the cards."""
    win: Style
    helped: Style
    """The status line's "helped"."""
    alarm: Style
    """The status line's "not saving"."""
    solved: Style
    """The solver's word when it has a winning line."""
    wave: tuple[str, ...]
    """The win animation's band of colours, its head first."""
    foreground: str | None = None
    """The text colour the theme paints, with :attr:`background`; ``None``: the terminal's."""
    background: str | None = None
    """The background the theme paints everywhere; ``None``: the terminal's own."""

    def suit_colors(self, four_color: bool) -> Deck:
        return self.four_color_deck if four_color else self.deck


CLASSIC: Final = Theme(
    name="classic",
    deck=(None, "red", "red", None),
    four_color_deck=(None, "red", "blue", "green"),
    cards=Style(),
    title=Style(bold=True),
    faint=Style(dim=True),
    question=Style(fg="yellow", bold=True),
    mark=Style(fg="yellow", bold=True),
    win=Style(fg="green", bold=True),
    helped=Style(fg="yellow"),
    alarm=Style(fg="red", bold=True),
    solved=Style(fg="green"),
    wave=("red", "yellow", "green", "cyan", "blue", "magenta"),
)

DARK: Final = CLASSIC._replace(
    name="dark",
    # Basic blue is hard to read on black: cyan instead.
    four_color_deck=(None, "red", "cyan", "green"),
    cards=Style(bold=True),  # bold text is brighter on a dark background
    wave=("red", "yellow", "green", "cyan", "magenta", "white"),
)

LIGHT: Final = CLASSIC._replace(
    name="light",
    # Yellow, green and cyan are pale on white: blue and magenta instead.
    four_color_deck=(None, "red", "blue", "magenta"),
    question=Style(fg="blue", bold=True),
    mark=Style(fg="magenta", bold=True),
    win=Style(fg="blue", bold=True),
    helped=Style(fg="magenta"),
    solved=Style(fg="blue"),
    wave=("red", "magenta", "blue", "black", "blue", "magenta"),
)

CONTRAST: Final = Theme(
    name="contrast",
    deck=(None, "bright-red", "bright-red", None),
    four_color_deck=(None, "bright-red", "bright-cyan", "bright-green"),
    cards=Style(bold=True),
    title=Style(bold=True, underline=True),
    faint=Style(),  # nothing dimmed
    question=Style(fg="bright-yellow", bold=True, reverse=True),
    mark=Style(fg="bright-yellow", bold=True),
    win=Style(fg="bright-green", bold=True),
    helped=Style(fg="bright-yellow", bold=True),
    alarm=Style(fg="bright-red", bold=True, reverse=True),
    solved=Style(fg="bright-green", bold=True),
    wave=(
        "bright-red",
        "bright-yellow",
        "bright-green",
        "bright-cyan",
        "bright-blue",
        "bright-magenta",
    ),
    foreground="bright-white",
    background="black",
)

COLORBLIND: Final = Theme(
    name="colorblind",
    deck=(None, "vermilion", "vermilion", None),
    # The text's own colour, then three that differ in lightness as well as in hue,
    # and lie on the blue-yellow axis that red-green colour blindness keeps.
    four_color_deck=(None, "vermilion", "amber", "azure"),
    cards=Style(bold=True),
    title=Style(bold=True),
    faint=Style(dim=True),
    question=Style(fg="azure", bold=True),
    mark=Style(fg="amber", bold=True),
    win=Style(fg="azure", bold=True),  # not green: the win is told from "not saving"
    helped=Style(fg="amber"),
    alarm=Style(fg="vermilion", bold=True, reverse=True),
    solved=Style(fg="azure"),
    wave=("vermilion", "amber", "sky", "azure", "purple", "amber"),
)

THEMES: Final = {theme.name: theme for theme in (CLASSIC, DARK, LIGHT, CONTRAST, COLORBLIND)}
"""Every theme by name, the default first."""
THEME_NAMES: Final = tuple(THEMES)


def color_number(name: str, colors: int) -> int:
    """The palette number ``name`` is drawn in on a terminal of ``colors`` colours: its
    own where the terminal has it, else its basic fallback's."""
    found = COLORS.get(name)
    if found is None:
        return BASIC.index(name)
    return found.number if found.number < colors else BASIC.index(found.fallback)
