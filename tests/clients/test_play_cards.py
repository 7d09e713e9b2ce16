"""The /play page's card art (clients/play/src/cards): compiled with ``tsc --strict`` and
run in node (pure string building, no browser), every card of every deck of every game
and preset is a well-formed <svg> with role="img", the 60 × 90 viewBox and an aria-label
equal to its name as rules-spec §0.1 and engine/cards.py spell it; faces are distinct and
the same on every call; the Weli of Tyrolean Watten is named and drawn as the Weli and
Karnöffel's Schellen Sechs is not. The gallery tests draw every card in Debian's chromium
at table size (60 px wide), at phone size (45 px on a 375 px viewport) and at the 30 px of
the page's small cards, and save the screenshots under artifacts/cards/."""

from __future__ import annotations

import json
import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.cards import RANK_NAMES, SUIT_NAMES
from engine.registry import all_games
from tests.chromium import chromium_browser

REPO = Path(__file__).resolve().parents[2]
CARDS = REPO / "clients" / "play" / "src" / "cards"
TYPESCRIPT = REPO / "clients" / "typescript"
ARTIFACTS = REPO / "artifacts" / "cards"
SVG = "{http://www.w3.org/2000/svg}"
FRENCH_SYMBOLS = "♠♣♥♦♤♧♡♢"

#: What the page passes as cardSvg's third argument for each game: only Tyrolean
#: Watten's S6 is the Weli; Karnöffel's Schellen Sechs is a plain card.
CARD_OPTIONS: dict[str, dict[str, bool]] = {"karnoeffel": {"weli": False}}

#: Codes no deck has (a French rank in a German deck, a bad suit, markup): a labelled blank.
UNKNOWN_CODES = ["", "X9", "H1", "CJ", "EO", "HKK", '<a&"b>']

#: Runs the compiled module on a JSON list of [code, deck, options, game] and prints,
#: per card, its face twice (to compare the calls), its name, and the card back.
DUMP = """
import { readFileSync } from "node:fs";
import { cardSvg, cardName, cardBackSvg } from "./index.js";
const cards = JSON.parse(readFileSync(process.argv[2], "utf8"));
const faces = cards.map(([code, deck, options, game]) => ({
  code, deck, options, game, svg: cardSvg(code, deck, options), again: cardSvg(code, deck, options),
  name: cardName(code, deck, options), plain: cardName(code, deck),
}));
process.stdout.write(JSON.stringify({ faces, back: cardBackSvg(), backAgain: cardBackSvg() }));
"""


def game_decks() -> dict[str, tuple[str, list[str]]]:
    """Each game's deck family and the union of its cards over the defaults and every preset."""
    decks: dict[str, tuple[str, list[str]]] = {}
    for game in all_games():
        codes: dict[str, None] = {}
        family = ""
        for preset in [None, *sorted(game.presets)]:
            options = game.resolve_options(preset=preset) if preset else game.resolve_options()
            deck = game.deck(options)
            family = deck.family
            codes.update(dict.fromkeys(card.code for card in deck.cards))
        decks[game.id] = (family, list(codes))
    return decks


def expected_name(code: str, family: str, game_id: str) -> str:
    """The name from the engine's tables (rules-spec §0.1), the Weli by its name."""
    if game_id == "watten" and code == "S6":
        return "Weli (Schellen Sechs)"
    suit, rank = SUIT_NAMES[family][code[0]], RANK_NAMES[family][code[1]]
    return f"{suit} {rank}" if family == "german" else f"{rank} of {suit}"


@pytest.fixture(scope="module")
def compiled(tools: Any, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The card modules compiled by clients/typescript's tsc, strictly, to ES modules, with
    only the ES2022 library: a DOM or node call in the card art fails the compile."""
    out = tmp_path_factory.mktemp("cards-js")
    no_types = tmp_path_factory.mktemp("no-types")  # neither DOM nor node: pure ES2022
    tools.ensure_node_modules(TYPESCRIPT)
    sources = sorted(str(p) for p in CARDS.glob("*.ts"))
    tools.run([tools.node_bin(TYPESCRIPT, "tsc"), "--strict", "--noUncheckedIndexedAccess",
               "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns",
               "--target", "es2022", "--lib", "es2022", "--module", "es2022",
               "--moduleResolution", "bundler", "--typeRoots", str(no_types),
               "--rootDir", str(CARDS), "--outDir", str(out), *sources], cwd=TYPESCRIPT)
    (out / "package.json").write_text('{"type": "module"}', encoding="utf-8")
    (out / "dump.js").write_text(DUMP, encoding="utf-8")
    return out


@pytest.fixture(scope="module")
def rendered(compiled: Path) -> dict[str, Any]:
    """Every card of every game through cardSvg and cardName, in one node run."""
    cards = [[code, family, CARD_OPTIONS.get(game_id, {}), game_id]
             for game_id, (family, codes) in game_decks().items() for code in codes]
    cards += [[code, deck, {}, "none"] for code in UNKNOWN_CODES
              for deck in ("german", "french")]
    request = compiled / "cards.json"
    request.write_text(json.dumps(cards), encoding="utf-8")
    proc = subprocess.run(["node", "dump.js", str(request)], cwd=compiled, capture_output=True,
                          text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def faces_of(rendered: dict[str, Any], game_id: str) -> list[dict[str, Any]]:
    family, codes = game_decks()[game_id]
    faces = [f for f in rendered["faces"] if f["game"] == game_id]
    assert [f["code"] for f in faces] == codes and {f["deck"] for f in faces} == {family}
    return faces


GAME_IDS = sorted(game_decks())


def test_every_game_has_a_deck_of_the_family_its_rules_name() -> None:
    decks = game_decks()
    assert decks["watten"][0] == "german" and decks["karnoeffel"][0] == "german"
    assert decks["hearts"][0] == "french" and len(decks["hearts"][1]) == 52
    assert "S6" in decks["watten"][1] and len(decks["watten"][1]) == 33  # Tyrolean adds the Weli
    assert len(decks["karnoeffel"][1]) == 48


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_card_is_a_well_formed_svg_image_named_by_its_aria_label(
        rendered: dict[str, Any], game_id: str) -> None:
    family = game_decks()[game_id][0]
    for face in faces_of(rendered, game_id):
        root = ET.fromstring(face["svg"])
        assert root.tag == SVG + "svg", face["code"]
        assert root.get("viewBox") == "0 0 60 90" and root.get("role") == "img"
        assert root.get("aria-label") == face["name"] == expected_name(face["code"], family,
                                                                        game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_faces_are_distinct_even_without_their_labels_and_the_same_on_every_call(
        rendered: dict[str, Any], game_id: str) -> None:
    faces = faces_of(rendered, game_id)
    assert all(f["svg"] == f["again"] for f in faces)
    drawings = {re.sub(r'aria-label="[^"]*"', "", f["svg"]) for f in faces}
    assert len(drawings) == len(faces)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_corner_indices_show_the_rank_in_both_corners(rendered: dict[str, Any],
                                                      game_id: str) -> None:
    for face in faces_of(rendered, game_id):
        rank = face["code"][1]
        weli = game_id == "watten" and face["code"] == "S6"
        index = "W" if weli else "10" if rank == "T" else rank
        texts = [t.text for t in ET.fromstring(face["svg"]).iter(SVG + "text")]
        assert texts.count(index) == 2, (face["code"], texts)


INDEX_PIP_SCALE = 0.38
PLACED = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)( rotate\(180\))?")
#: A colour only each German suit's sign uses: the acorn's nut, the leaf, the heart, the bell.
GERMAN_SIGN_COLOURS = {"E": "#9a6b2f", "G": "#3f9436", "H": "#d01a2e", "S": "#f7d117"}


def pips(svg: str) -> list[tuple[float, float, float, bool]]:
    """(x, y, scale, upside down) of each suit sign drawn on the face, the corner
    indices left out."""
    placed = []
    for element in ET.fromstring(svg):
        match = PLACED.fullmatch(element.get("transform") or "")
        if match and float(match[3]) != INDEX_PIP_SCALE:
            placed.append((float(match[1]), float(match[2]), float(match[3]), bool(match[4])))
    return placed


def test_faces_draw_suit_signs_as_shapes_never_as_unicode_suit_symbols(
        rendered: dict[str, Any]) -> None:
    assert rendered["faces"]
    assert all(not set(FRENCH_SYMBOLS) & set(f["svg"]) for f in rendered["faces"])


def test_every_german_face_carries_its_own_suits_sign_and_no_other(
        rendered: dict[str, Any]) -> None:
    for face in (f for f in rendered["faces"] if f["game"] in ("watten", "karnoeffel")):
        shown = {suit for suit, colour in GERMAN_SIGN_COLOURS.items() if colour in face["svg"]}
        assert shown == {face["code"][0]}, face["code"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_number_cards_show_their_rank_in_pips_french_lower_half_turned_aces_one_large_pip(
        rendered: dict[str, Any], game_id: str) -> None:
    for face in faces_of(rendered, game_id):
        rank, placed = face["code"][1], pips(face["svg"])
        if game_id == "watten" and face["code"] == "S6":
            assert len(placed) == 6  # the Weli: six bells round its banner
        elif rank.isdigit() or rank == "T":
            assert len(placed) == (10 if rank == "T" else int(rank)), face["code"]
            # French cards turn the lower half round; German packs keep every pip upright.
            french = face["deck"] == "french"
            assert all(down == (french and y > 45) for _, y, _, down in placed), face["code"]
        elif rank == "A":
            assert len(placed) == 1 and placed[0][2] >= 1.5, face["code"]
        else:
            assert len(placed) == 1, face["code"]  # a court card: one sign by the figure


@pytest.mark.parametrize("game_id", ["watten", "karnoeffel"])
def test_the_ober_holds_his_sign_at_the_top_and_the_unter_lower(
        rendered: dict[str, Any], game_id: str) -> None:
    for face in faces_of(rendered, game_id):
        if face["code"][1] in "OU":
            ((_, y, _, _),) = pips(face["svg"])
            assert (y < 25) if face["code"][1] == "O" else (y > 45), face["code"]


def test_hearts_and_diamonds_are_red_and_clubs_and_spades_black(
        rendered: dict[str, Any]) -> None:
    red, black = "#cc1228", "#161616"
    for face in faces_of(rendered, "hearts"):
        ink = ET.fromstring(face["svg"]).find(SVG + "text")
        assert ink is not None
        assert ink.get("fill") == (red if face["code"][0] in "HD" else black), face["code"]


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(colour: str) -> tuple[float, float, float]:
    r, g, b = (_linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    return r, g, b


def relative_luminance(colour: str) -> float:
    """WCAG 2's relative luminance of an sRGB ``#rrggbb``."""
    r, g, b = _rgb(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def colour_difference(a: str, b: str) -> float:
    """CIE76 ΔE: the distance of the two colours in CIELAB (D65); about 2.3 is just
    noticeable side by side, and colours 30 apart are told apart at a glance."""
    def lab(colour: str) -> tuple[float, float, float]:
        r, g, b = _rgb(colour)
        x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z))
        return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def test_the_four_german_suits_are_told_apart_by_colour_and_their_indices_read_on_the_paper(
        rendered: dict[str, Any]) -> None:
    """At the page's 30 px small cards a sign is a few pixels: colour has to tell the suits
    apart (Eichel's golden acorn and Schellen's golden bell once did not). The corner index
    is text, so its ink needs WCAG AA's 4.5:1 on the card's paper."""
    inks: dict[str, set[str]] = {}
    papers: set[str] = set()
    for face in (f for f in rendered["faces"] if f["game"] in ("watten", "karnoeffel")):
        svg = ET.fromstring(face["svg"])
        indices = [t for t in svg.iter(SVG + "text") if t.text != "WELI"]  # the banner is not ink
        frame = svg.find(SVG + "rect")
        assert indices and frame is not None, face["code"]
        inks.setdefault(face["code"][0], set()).update(t.get("fill", "") for t in indices)
        papers.add(frame.get("fill", ""))
    assert sorted(inks) == ["E", "G", "H", "S"] and len(papers) == 1
    assert all(len(colours) == 1 for colours in inks.values()), inks
    paper = papers.pop()
    ink = {suit: colours.pop() for suit, colours in inks.items()}
    for suit, colour in ink.items():
        assert contrast_ratio(colour, paper) >= 4.5, (suit, colour)
    suits = sorted(ink)
    for i, a in enumerate(suits):
        for b in suits[i + 1:]:
            assert colour_difference(ink[a], ink[b]) >= 30, (a, b, ink[a], ink[b])
            assert colour_difference(GERMAN_SIGN_COLOURS[a], GERMAN_SIGN_COLOURS[b]) >= 40, (a, b)


def test_the_tyrolean_weli_is_named_and_marked_and_karnoeffels_schellen_sechs_is_not(
        rendered: dict[str, Any]) -> None:
    weli = next(f for f in faces_of(rendered, "watten") if f["code"] == "S6")
    assert weli["name"] == weli["plain"] == "Weli (Schellen Sechs)"
    assert "WELI" in [t.text for t in ET.fromstring(weli["svg"]).iter(SVG + "text")]
    sechs = next(f for f in faces_of(rendered, "karnoeffel") if f["code"] == "S6")
    assert sechs["name"] == "Schellen Sechs" and "WELI" not in sechs["svg"]
    other_sixes = [f for f in faces_of(rendered, "karnoeffel") if f["code"] in ("E6", "G6", "H6")]
    assert all("WELI" not in f["svg"] for f in other_sixes)


def test_a_code_no_deck_has_gets_a_well_formed_face_labelled_with_the_code(
        rendered: dict[str, Any]) -> None:
    unknown = [f for f in rendered["faces"] if f["game"] == "none"
               and not (f["deck"] == "german" and f["code"] == "EO")
               and not (f["deck"] == "french" and f["code"] == "CJ")]
    assert len(unknown) == 2 * len(UNKNOWN_CODES) - 2
    for face in unknown:
        root = ET.fromstring(face["svg"])
        assert root.get("aria-label") == face["name"] == face["code"]
        assert [t.text for t in root.iter(SVG + "text")] == [face["code"] or None]


def test_the_card_back_is_a_hidden_card_image_the_same_on_every_call(
        rendered: dict[str, Any]) -> None:
    root = ET.fromstring(rendered["back"])
    assert rendered["back"] == rendered["backAgain"]
    assert root.get("role") == "img" and root.get("aria-label") == "hidden card"
    assert root.get("viewBox") == "0 0 60 90"


def test_no_face_uses_element_ids_so_a_page_can_inline_many(rendered: dict[str, Any]) -> None:
    for markup in [rendered["back"], *(f["svg"] for f in rendered["faces"])]:
        assert all(el.get("id") is None for el in ET.fromstring(markup).iter())


def test_the_card_art_source_stays_under_40_kb() -> None:
    size = sum(p.stat().st_size for p in CARDS.glob("*.ts"))
    assert 0 < size < 40_000, size


# ----- the gallery: every card in chromium, at table size and at phone size ---------------

GALLERY_CSS = """
body { margin: 0; padding: 8px; background: #1f5a34; font: 12px sans-serif; color: #fff; }
h2 { margin: 10px 0 4px; font-size: 13px; }
.row { display: flex; flex-wrap: wrap; gap: 4px; }
.card svg, .held svg { display: block; width: var(--w); height: auto; }
.hand { display: flex; margin: 4px 0 10px; }
.held + .held { margin-left: calc(var(--w) * -0.55); }
.held svg { filter: drop-shadow(-1px 0 1px rgba(0, 0, 0, .45)); }
"""

#: A hand per game, fanned as a page may show it (each card covers half of the one before).
HANDS = {"hearts": ["SQ", "HA", "HT", "C2", "CJ", "D9", "DK", "S5"],
         "karnoeffel": ["EU", "G7", "H6", "S2", "EK", "GO", "ST"],
         "watten": ["HK", "S7", "E7", "S6", "GO", "EU", "HA"]}


def gallery_html(rendered: dict[str, Any], width: int) -> str:
    sections = []
    for game_id in GAME_IDS:
        cards = "".join(f'<div class="card">{f["svg"]}</div>' for f in faces_of(rendered, game_id))
        by_code = {f["code"]: f["svg"] for f in faces_of(rendered, game_id)}
        hand = "".join(f'<div class="held">{by_code[code]}</div>' for code in HANDS[game_id])
        sections.append(f'<h2>{game_id}</h2><div class="row">{cards}'
                        f'<div class="card">{rendered["back"]}</div></div>'
                        f'<div class="hand">{hand}</div>')
    return (f'<!doctype html><html><head><meta charset="utf-8"><title>cards</title>'
            f'<style>{GALLERY_CSS} :root {{ --w: {width}px; }}</style></head>'
            f'<body>{"".join(sections)}</body></html>')


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium_browser() as chromium:
        yield chromium


@pytest.mark.parametrize(("name", "viewport", "card_width"),
                         [("table", 1280, 60), ("phone", 375, 45), ("small", 375, 30)])
def test_gallery_draws_every_card_at_its_size_without_console_errors(
        rendered: dict[str, Any], browser: Any, name: str, viewport: int,
        card_width: int) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    html = ARTIFACTS / f"gallery-{name}.html"
    html.write_text(gallery_html(rendered, card_width), encoding="utf-8")
    page = browser.new_page(viewport={"width": viewport, "height": 800}, device_scale_factor=2)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(html.as_uri())
        boxes = page.eval_on_selector_all(
            ".card svg", "els => els.map(e => [e.getBoundingClientRect().width,"
                         " e.getBoundingClientRect().height])")
        page.screenshot(path=str(ARTIFACTS / f"gallery-{name}.png"), full_page=True)
    finally:
        page.close()
    assert errors == []
    assert len(boxes) == sum(len(codes) + 1 for _, codes in game_decks().values())
    assert all(w == pytest.approx(card_width) and h == pytest.approx(card_width * 1.5)
               for w, h in boxes)
