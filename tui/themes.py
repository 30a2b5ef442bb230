"""The themes of clanhall, and the text/background pairs that carry meaning in them.

Four Textual themes: "clanhall-dark" (the default: Textual's dark colours, its primary and
error a shade darker), "clanhall-light",
"clanhall-colourblind" (the Okabe–Ito palette, told apart without red/green) and
"clanhall-high-contrast" (pure black and white, saturated signals). Every pair in
MEANING_PAIRS must reach WCAG 2.x contrast 4.5:1 in each theme, 7:1 in the high-contrast
one (tests/tui/test_themes.py); meaning is never carried by colour alone: a seat is also
named by a letter or "P1"-style label, a result by ✓/✗, a target by » or [ ].
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.color import Color
from textual.theme import BUILTIN_THEMES, Theme

from core.i18n import N_

_TEXTUAL_DARK = BUILTIN_THEMES["textual-dark"]

DARK = Theme(
    # Textual's dark theme with its primary and error a shade darker: white text on Textual's
    # #0178D4 read 3.78:1 (the title, the highlighted row, the default button) and on
    # #B93C5B 4.47:1, below the 4.5:1 every text needs
    name="clanhall-dark",
    primary="#0166B3",
    secondary=_TEXTUAL_DARK.secondary,
    accent=_TEXTUAL_DARK.accent,
    warning=_TEXTUAL_DARK.warning,
    error="#A8304E",
    success=_TEXTUAL_DARK.success,
    foreground=_TEXTUAL_DARK.foreground,
)

LIGHT = Theme(
    name="clanhall-light",  # Textual's light theme with signal colours dark enough to read on grey
    primary="#004578",
    secondary="#0178D4",
    accent="#8a4b00",
    warning="#8a4b00",
    error="#a3203f",
    success="#1e6b35",
    foreground="#1a1a1a",
    surface="#ececec",
    panel="#d0d0d0",
    background="#f4f4f4",
    dark=False,
    variables={"footer-key-foreground": "#004578", "text-muted": "auto 70%"},
)

COLOURBLIND = Theme(
    name="clanhall-colourblind",  # Okabe & Ito (2002): hues that stay distinct in every common colour blindness
    primary="#0072B2",  # blue
    secondary="#56B4E9",  # sky blue
    accent="#E69F00",  # orange
    warning="#F0E442",  # yellow
    error="#B85000",  # vermillion, darkened so that white reads on it (4.5:1)
    success="#56B4E9",  # sky blue: never the red/green pair
    foreground="#f0f0f0",
    background="#101010",
    surface="#1c1c1c",
    panel="#26323a",
    variables={"text": "auto 95%", "button-color-foreground": "auto 95%", "block-cursor-foreground": "auto 95%"},
)

HIGH_CONTRAST = Theme(
    name="clanhall-high-contrast",
    primary="#00307a",
    secondary="#66ccff",
    accent="#ffd800",
    warning="#ffd800",
    error="#ff8080",
    success="#5cff8a",
    foreground="#ffffff",
    background="#000000",
    surface="#000000",
    panel="#1c1c1c",
    boost="#ffffff14",
    text_alpha=1.0,
    variables={
        "text": "auto 100%",
        "text-muted": "auto 85%",
        "button-color-foreground": "auto 100%",
        "block-cursor-foreground": "auto 100%",
        "block-cursor-background": "#ffd800",
        "footer-key-foreground": "#ffd800",
    },
)

THEMES: dict[str, Theme] = {theme.name: theme for theme in (DARK, LIGHT, COLOURBLIND, HIGH_CONTRAST)}
DEFAULT = DARK.name
# The names shown in the settings screen.
THEME_NAMES = {
    DARK.name: N_("Dark"),
    LIGHT.name: N_("Light"),
    COLOURBLIND.name: N_("Colour-blind safe"),
    HIGH_CONTRAST.name: N_("High contrast"),
}
MINIMUM_CONTRAST = {HIGH_CONTRAST.name: 7.0}  # WCAG AAA for the high-contrast theme
NORMAL_CONTRAST = 4.5  # WCAG AA for normal text


def next_theme(name: str) -> str:
    """The theme after `name` in the order ctrl+t cycles through (the first after an unknown one)."""
    names = list(THEMES)
    return names[(names.index(name) + 1) % len(names)] if name in THEMES else names[0]


@dataclass(frozen=True)
class Pair:
    """Text drawn over a background somewhere in the interface, to carry meaning.

    `text` is a theme variable ("text", "accent"…) or a fixed colour ("#ffffff");
    `background` lists the layers from the bottom up: a variable or fixed colour, or a
    (colour, opacity) tint as in `background: $success 25%`."""

    where: str
    text: str
    background: tuple


# fmt: off
MEANING_PAIRS: tuple[Pair, ...] = (
    Pair("screen title (app.tcss .screen-title)", "text", ("primary",)),
    Pair("menu banner (#banner)", "accent", ("background",)),
    Pair("menu tagline (#tagline)", "text-muted", ("background",)),
    Pair("no games installed (#no-games)", "text-error", ("background",)),
    Pair("game status line (#status)", "text", ("panel",)),
    Pair("decision prompt (#prompt)", "foreground", ("background", "boost")),
    Pair("bot thinking line (#thinking)", "warning", ("background",)),
    Pair("focused action list's highlighted row", "block-cursor-foreground", ("block-cursor-background",)),
    Pair("unfocused action list's row", "foreground", ("background",)),
    Pair("focused pane's name in the footer (.pane-label)", "text", ("accent",)),
    Pair("footer keys", "footer-key-foreground", ("footer-background",)),
    Pair("footer key descriptions", "footer-description-foreground", ("footer-background",)),
    Pair("game log (#log)", "text-muted", ("background",)),
    Pair("focused log", "text-muted", ("background", ("primary", 0.10))),
    Pair("dialog text", "foreground", ("surface",)),
    Pair("dialog title (.dialog-title)", "accent", ("surface",)),
    Pair("dialog notes (#handover-last, #settings-note)", "text-muted", ("surface",)),
    Pair("dialog's default button (variant primary)", "button-color-foreground", ("primary",)),
    Pair("dialog's warning button (variant error)", "button-color-foreground", ("error",)),
    Pair("dialog's plain button", "button-foreground", ("surface",)),
    Pair("Clans territory detail (#detail)", "text-muted", ("background",)),
    Pair("coach's evaluation bar (#evalbar)", "success", ("background",)),
    Pair("Crimson Company card detail (#cc-detail)", "text-muted", ("background", "boost")),
    Pair("Crystal Clans legal pick (.-legal)", "foreground", ("background", "boost", ("success", 0.25))),
    Pair("Crystal Clans ticked pick (.-ticked)", "foreground", ("background", "boost", ("accent", 0.35))),
    Pair("Crystal Clans cursor (.-cursor)", "foreground", ("background", "boost", ("primary", 0.45))),
    Pair("Crystal Clans battle zone (.-context)", "foreground", ("background", "boost", ("warning", 0.15))),
)
# fmt: on


@dataclass(frozen=True)
class ClansColours:
    """The Clans map's colours: each territory's text on its own background, so they read
    alike in every theme (7:1 or more, tests/tui/test_themes.py). Landscapes also carry a
    sign, clans a letter, the cursor brackets, a target », the selected territory ‹ ›."""

    landscape: dict[str, str]  # a territory with huts: white text
    empty: dict[str, str]  # a territory without huts: `empty_text`
    empty_text: str
    lake: tuple[str, str]  # (≈ text, background)
    badges: tuple[tuple[str, str], ...]  # (text, background) per clan: red, yellow, green, blue, black
    target: str  # a legal destination: white text
    selected: str  # the selected territory: black text
    village: str  # a village: white text
    cursor: str  # the cursor's brackets (black on the selected territory)


CLANS_COLOURS = ClansColours(
    landscape={"mountain": "#4a4a4a", "forest": "#1d5a2c", "steppe": "#5c4a12", "grassland": "#2e5e22"},
    empty={"mountain": "#2e2e2e", "forest": "#143219", "steppe": "#3a2f0c", "grassland": "#1f3f17"},
    empty_text="#c8c8c8",
    lake=("#a8ccf0", "#15304f"),
    badges=(
        ("#ffffff", "#a01f1f"),
        ("#000000", "#fdd835"),
        ("#000000", "#66bb6a"),
        ("#ffffff", "#174e9e"),
        ("#ffffff", "#111111"),
    ),
    target="#9c1247",
    selected="#f0f0f0",
    village="#6e4210",
    cursor="#ffff00",
)


def clans_pairs(colours: ClansColours = CLANS_COLOURS) -> list[Pair]:
    """Every text/background pair of the Clans map (fixed colours: the same in every theme)."""
    white, black = "#ffffff", "#000000"
    pairs = [Pair(f"Clans {name} territory", white, (bg,)) for name, bg in colours.landscape.items()]
    pairs += [Pair(f"Clans empty {name} territory", colours.empty_text, (bg,)) for name, bg in colours.empty.items()]
    pairs += [Pair(f"Clans cursor on {name}", colours.cursor, (bg,)) for name, bg in colours.landscape.items()]
    pairs += [Pair(f"Clans cursor on empty {name}", colours.cursor, (bg,)) for name, bg in colours.empty.items()]
    pairs += [Pair(f"Clans hut badge {fg} on {bg}", fg, (bg,)) for fg, bg in colours.badges]
    pairs += [Pair("Clans lake", colours.lake[0], (colours.lake[1],))]
    for name, bg, text in (("target", colours.target, white), ("village", colours.village, white)):
        pairs += [Pair(f"Clans {name}", text, (bg,)), Pair(f"Clans cursor on a {name}", colours.cursor, (bg,))]
    pairs.append(Pair("Clans selected territory (and its cursor)", black, (colours.selected,)))
    return pairs


@dataclass(frozen=True)
class BoardPalette:
    """The colours a game board uses for meaning, chosen per theme so that each reads on
    the theme's background (tests/tui/test_themes.py): Crimson Company's six sides, the
    Crystal Clans seats (P1, P2), crystals and highlights, the Clans map. Each meaning is also
    carried by a label or a sign (a side's letter, "P1", ◆, ●), never by colour alone."""

    sides: tuple[str, ...]
    seats: tuple[str, str]
    crystal: str
    highlight: str  # the initiative token, a battle, an auction under way
    clans: ClansColours = CLANS_COLOURS


# fmt: off
PALETTES: dict[str, BoardPalette] = {
    DARK.name: BoardPalette(
        sides=("#5aa5f0", "#f07370", "#4fb357", "#e08a00", "#c07ddb", "#00b3a1"),
        seats=("#4fa3ff", "#ff7b7b"), crystal="#b990ff", highlight="#ffd54f",
    ),
    LIGHT.name: BoardPalette(
        sides=("#154f8c", "#9a2622", "#225a27", "#704300", "#6a2d82", "#00564e"),
        seats=("#154f8c", "#9a2622"), crystal="#5a32a0", highlight="#634900",
    ),
    COLOURBLIND.name: BoardPalette(  # Okabe & Ito, the reddish purple lightened to read on black
        sides=("#56B4E9", "#E69F00", "#F0E442", "#dd8ab8", "#66c2a5", "#ffffff"),
        seats=("#56B4E9", "#E69F00"), crystal="#dd8ab8", highlight="#F0E442",
    ),
    HIGH_CONTRAST.name: BoardPalette(
        sides=("#66ccff", "#ff8080", "#5cff8a", "#ffd800", "#e0a0ff", "#40f0e0"),
        seats=("#66ccff", "#ff8080"), crystal="#e0a0ff", highlight="#ffd800",
    ),
}
# fmt: on
BOARD_BACKGROUNDS = (("background",), ("background", "boost"))  # a board's cells: plain or $boost


def board_palette(theme_name: str | None = None) -> BoardPalette:
    """The palette of theme `theme_name`, or of the running app's theme (the default
    theme's outside an app or for a theme we do not know)."""
    if theme_name is None:
        from textual._context import active_app  # the app whose widget is rendering now

        app = active_app.get(None)
        theme_name = app.theme if app is not None else DEFAULT
    return PALETTES.get(theme_name, PALETTES[DEFAULT])


def palette_pairs(theme_name: str) -> list[Pair]:
    """Every palette colour of `theme_name` over every board background, as pairs to check."""
    palette = PALETTES[theme_name]
    colours = {f"side {i + 1}": c for i, c in enumerate(palette.sides)}
    colours.update({"P1": palette.seats[0], "P2": palette.seats[1], "crystal": palette.crystal})
    colours["highlight"] = palette.highlight
    return [
        Pair(f"board {what} ({colour})", colour, bg) for what, colour in colours.items() for bg in BOARD_BACKGROUNDS
    ]


def theme_colours(theme: Theme) -> dict[str, str]:
    """Every colour variable `theme` defines ("primary" -> "#0178D4", "text" -> "auto 87%")."""
    return theme.to_color_system().generate()


def _colour(spec: str, variables: dict[str, str], under: Color) -> Color:
    """The opaque colour `spec` (a variable or a colour, maybe "auto N%" or translucent)
    gives when drawn over `under`."""
    value = variables.get(spec, spec)
    if value.startswith("auto"):
        alpha = float(value.split()[1].rstrip("%")) / 100 if len(value.split()) > 1 else 1.0
        return under + under.get_contrast_text(alpha)
    return under + Color.parse(value)


def resolved_pair(theme: Theme, pair: Pair) -> tuple[Color, Color]:
    """The opaque text and background colours `pair` has in `theme`."""
    variables = theme_colours(theme)
    background = Color.parse("#000000")
    for layer in pair.background:
        if isinstance(layer, tuple):
            name, opacity = layer
            tint = _colour(name, variables, background)
            background = background.blend(tint, opacity)
        else:
            background = _colour(layer, variables, background)
    return _colour(pair.text, variables, background), background


def relative_luminance(colour: Color) -> float:
    """WCAG 2.x relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearised sRGB
    channels (c/12.92 up to 0.04045, else ((c + 0.055) / 1.055) ** 2.4)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)


def contrast_ratio(first: Color, second: Color) -> float:
    """WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter: 1 to 21."""
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def minimum_contrast(theme_name: str) -> float:
    return MINIMUM_CONTRAST.get(theme_name, NORMAL_CONTRAST)
