"""A whole hand of every game and notable variant through the /play page, clicking only
enabled cards and decision buttons (tests/play/conftest.py: Player.step)."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.play.conftest import Player, post_json

pytestmark = pytest.mark.slow

RANKS = "23456789TJQKA"


def first_seed(base: str, game: str, preset: str, wanted: Any, limit: int = 200) -> int:
    """The first seed whose first deal (the stateless API deals what a seeded session
    deals: README "Fair seeds") gives seat 0 a hand with ``wanted``."""
    for seed in range(1, limit):
        state = post_json(base, f"/v1/games/{game}/states", {"preset": preset,
                                                             "seed": seed})["state"]
        if wanted(state["hands"][0]):
            return seed
    raise AssertionError(f"no seed below {limit} deals seat 0 such a hand")


def test_a_bavarian_watten_hand_is_played_through_the_page(player: Player) -> None:
    player.start("watten", "bavarian")
    assert "Schlag" in player.page.inner_text("[data-testid=facts]")
    result = player.play_hand("watten-bavarian")
    assert "Points:" in result
    assert player.page.inner_text("[data-testid=scores]").count("side") >= 1


def test_a_tyrolean_hand_shows_the_weli_and_is_played(player: Player, server: str) -> None:
    seed = first_seed(server, "watten", "tyrolean", lambda hand: "S6" in hand)
    player.start("watten", "tyrolean", seed=seed)
    weli = player.page.locator("button[data-card=S6]")
    assert weli.count() == 1 and "Weli" in (weli.get_attribute("aria-label") or "")
    assert "tyrolean" in player.page.inner_text("[data-testid=facts]")
    player.play_hand("watten-tyrolean")


def test_a_three_player_watten_hand_is_played(player: Player) -> None:
    player.start("watten", "three-player")
    assert player.page.locator(".opponents .seat").count() == 2
    player.play_hand("watten-three-player")


def test_a_hearts_hand_passes_three_cards_and_shows_the_received_ones(player: Player) -> None:
    player.start("hearts", "standard")
    page = player.page
    confirm = page.locator("button[data-move=pass]")
    assert confirm.is_disabled()
    cards = player.enabled_cards()
    assert len(cards) == 13
    for card in cards[:2]:
        page.click(f"button[data-card='{card}']")
    assert confirm.is_disabled()  # two of three
    page.click(f"button[data-card='{cards[1]}']")  # unselect
    assert page.get_attribute(f"button[data-card='{cards[1]}']", "aria-pressed") == "false"
    for card in cards[2:4]:
        page.click(f"button[data-card='{card}']")
    assert confirm.is_enabled()
    confirm.click()
    player.ready()
    text = page.inner_text("[data-testid=hand]")
    assert "You passed:" in text and "You received:" in text
    for card in (cards[0], cards[2], cards[3]):
        assert page.locator(f"button[data-card='{card}']").count() == 0
    player.play_hand("hearts-standard")


def _highest(cards: list[str]) -> str:
    return max(cards, key=lambda c: RANKS.index(c[1]))  # the first of equal ranks


def _lowest(cards: list[str], count: int) -> list[str]:
    return sorted(cards, key=lambda c: RANKS.index(c[1]))[:count]


def moon_seed(base: str) -> int:
    """A seed whose first hand seat 0 takes every point by passing its lowest three cards
    and always playing its highest legal card against random bots (seeded sessions and
    their bots are deterministic), found through the session API itself."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    for seed in range(1, 120):
        created = post_json(base, "/v1/sessions", {"game": "hearts", "preset": "moon-choice",
                                                   "seats": seats, "seed": seed})
        sid, token = created["id"], created["seat_tokens"][0]["token"]
        auth = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        for _ in range(20):
            with urllib.request.urlopen(urllib.request.Request(
                    f"{base}/v1/sessions/{sid}", headers=auth), timeout=10) as answer:
                session = json.load(answer)
            legal = session["legal_moves"]
            if session["last_hand"] or not legal:
                break
            if any(m["type"] == "choose_moon" for m in legal):
                return seed
            hand = session["view"]["hands"][0]
            if legal[0]["type"] == "pass":
                move = {"seat": 0, "type": "pass", "cards": _lowest(hand, legal[0]["count"])}
            else:
                playable = {m["card"] for m in legal if m["type"] == "play"}
                move = {"seat": 0, "type": "play",
                        "card": _highest([c for c in hand if c in playable])}
            urllib.request.urlopen(urllib.request.Request(
                f"{base}/v1/sessions/{sid}/moves", data=json.dumps({"move": move}).encode(),
                headers=auth), timeout=10).close()
    raise AssertionError("no moon below seed 120")


def test_a_hearts_moon_is_chosen_with_its_buttons(player: Player, server: str) -> None:
    seed = moon_seed(server)
    player.start("hearts", "moon-choice", seed=seed)
    page = player.page
    for _ in range(20):
        player.ready()
        if page.locator("button[data-move=choose_moon]").count():
            break
        player.step(choose_card=_highest, choose_pass=_lowest)
    modes = sorted(b.get_attribute("data-value") for b in
                   page.query_selector_all("button[data-move=choose_moon]"))
    assert modes == ["add_to_others", "subtract_self"]
    assert page.locator("button[data-card]:not([disabled])").count() == 0
    player.shot("hearts-moon-choice")
    page.click("button[data-move=choose_moon][data-value=subtract_self]")
    player.ready()
    # (in words from the hand's moon_shot event, which can come after the view)
    expect(page.locator("[data-testid=hand-result]")).to_contain_text(
        "You won the hand: You shot the moon, −26 for the shooter.")
    player.shot("hearts-moon-chosen")


def test_a_karnoeffel_hand_shows_the_chosen_suit_face_up_cards_and_partner(
        player: Player, server: str) -> None:
    # a deal where a bot leads: its face-up card may be played before the page first
    # looks, and the page still shows it (from the first hand's hand_dealt event)
    seed = next(seed for seed in range(1, 100) if post_json(
        server, "/v1/games/karnoeffel/states", {"preset": "standard", "seed": seed}
    )["state"]["to_act"] != [0])
    player.start("karnoeffel", "standard", seed=seed)
    page = player.page
    assert "Chosen suit" in page.inner_text("[data-testid=facts]")
    assert "Open hand:" in page.inner_text(".opponents")  # the partner's, face up
    face_up = page.locator("[data-testid=facts] [aria-label='Dealt face up'] .small")
    # the first card of each seat (§2.4), named with its seat; the hand's hand_dealt event
    # may come after the view (which lacks a face-up card once played), so wait for it
    expect(face_up).to_have_count(4)
    assert face_up.first.get_attribute("title").startswith("You: ")
    if not player.enabled_cards():
        player.step()  # (not seat 0's turn yet)
        player.ready()
    legal = len(player.enabled_cards()) + page.locator("button[data-move]").count()
    page.click("[data-testid=hint]")
    page.wait_for_selector("[data-testid=hints] li")
    assert page.locator("[data-testid=hints] li").count() == legal  # one per legal move
    assert "% to win the hand" in page.inner_text("[data-testid=hints]")
    player.shot("karnoeffel-hint")
    player.play_hand("karnoeffel-standard")
    expect(face_up).to_have_count(4)  # still all four once played: they chose the suit


def test_the_dealt_face_up_cards_are_drawn_when_their_event_comes_after_the_view(
        player: Player) -> None:
    """Seed 6: the bots lead and play two of the face-up cards before the page first reads
    the session, so its view shows two. The hand's hand_dealt event, held back here, comes
    after that view (an old version): it must redraw the facts, and it once redrew only
    the log."""
    page = player.page
    held: list = []
    page.route("**/stream-tickets", lambda route: route.abort("connectionrefused"))
    events = re.compile(r".*/events\?.*")  # the long-poll the page falls back to
    page.route(events, lambda route: held.append(route))
    player.start("karnoeffel", "standard", seed=6)
    face_up = page.locator("[data-testid=facts] [aria-label='Dealt face up'] .small")
    for _ in range(100):  # (the handler runs while playwright waits)
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the page never asked for the log"
    assert face_up.count() < 4  # the view's: the played face-up cards are gone from it
    page.unroute(events)
    for route in held:
        route.continue_()
    expect(face_up).to_have_count(4)
    player.errors.clear()  # the refused stream ticket is the browser's console error


def test_a_watten_cut_card_taken_at_schlecken_stays_shown_to_its_taker(
        player: Player, server: str) -> None:
    """Seed 10 with Schlecken by the cutter: seat 0 cuts and peeks Eichel Sieben (the Spitz,
    a critical). Once taken, the card is in the hand and the facts say it came from the cut."""
    state = post_json(server, "/v1/games/watten/states",
                      {"seed": 10, "options": {"schlecken": "cutter_only"}})["state"]
    assert state["phase"] == "cut" and state["cut"] == {"turn": 0, "peek": "E7", "taken": [],
                                                         "left": None}
    page = player.page
    player.open_lobby()
    page.select_option("[data-testid=game]", "watten")
    page.wait_for_selector("form.lobby[data-game=watten]")
    page.click("form.lobby summary")  # the options are folded away
    page.select_option("[data-option=schlecken]", "cutter_only")
    for seat in page.locator("select[data-seat]").all():
        seat.select_option("random")
    page.fill("[data-testid=seed]", "10")
    page.click("[data-testid=start]")
    player.ready()
    facts = page.locator("[data-testid=facts]")
    assert "Cut card:" in facts.inner_text() and "Eichel Sieben" in facts.text_content()
    page.click("button[data-move=take_cut_card]")
    player.ready()
    assert "You took the cut card:" in facts.inner_text()
    assert "Eichel Sieben" in facts.text_content()
    assert page.locator("button[data-card=E7]").count() == 1  # in the hand now
    player.shot("watten-cut-card-taken")


def test_a_raise_against_your_side_is_yours_to_hold_or_fold(player: Player) -> None:
    """Four-player Watten: either player of a side answers a raise. The bot partner
    answered every raise at once, so the page never offered Hold or Fold in a four-player
    match (five whole matches of the audit in session 36). Seed 1: an opponent raises in
    the first hand, and the page asks you."""
    player.start("watten", "bavarian", seed=1)
    page = player.page
    hold = page.locator("button[data-move=hold]:not([disabled])")
    for _ in range(30):
        player.ready()
        if hold.count():
            break
        assert page.locator("[data-testid=hand-result] h2").count() == 0, "the hand ended"
        player.step()
    else:
        pytest.fail("no raise was left to you")
    expect(page.locator("[data-testid=status]")).to_contain_text("hold or fold the raise")
    expect(page.locator("button[data-move=fold]")).to_be_enabled()
    hold.click()
    player.ready()
    expect(page.locator("[data-testid=log]")).to_contain_text("You held the raise")


# The presets a test above plays a whole hand of; every other preset is played below.
PRESETS_PLAYED_ABOVE = {"watten": {"bavarian", "tyrolean", "three-player"},
                        "hearts": {"standard", "moon-choice"}, "karnoeffel": {"standard"}}
OTHER_PRESETS = [("hearts", "three-player"), ("hearts", "five-player"),
                 ("hearts", "six-player"), ("hearts", "omnibus"), ("hearts", "short"),
                 ("hearts", "moon-minus-26"), ("karnoeffel", "two-player"),
                 ("karnoeffel", "closed"), ("watten", "two-player"), ("watten", "bavarian-11"),
                 ("watten", "no-criticals"), ("watten", "tournament")]
KEPT_SEAT = "JSON.parse(sessionStorage.getItem('stichwerk.play.seat'))"
PAGE_HOOKS = """() => ({
  version: document.querySelector('main').dataset.version,
  enabledCards: [...document.querySelectorAll('button[data-card]:not([disabled])')]
    .map(b => b.dataset.card),
  decisions: [...document.querySelectorAll('button[data-move]:not([disabled])')]
    .filter(b => b.dataset.move !== 'pass')
    .map(b => [b.dataset.move, b.dataset.rank ?? null, b.dataset.suit ?? null,
               b.dataset.value ?? null])})"""


def test_every_preset_is_played_by_the_page_or_below(server: str) -> None:
    """GET /v1/games lists the presets: each one has a whole hand through the page."""
    games = json.load(urllib.request.urlopen(f"{server}/v1/games", timeout=10))["games"]
    listed = {(game["id"], preset) for game in games for preset in game["presets"]}
    above = {(game, preset) for game, presets in PRESETS_PLAYED_ABOVE.items()
             for preset in presets}
    assert listed == above | set(OTHER_PRESETS)


def hooks_match_the_legal_moves(player: Player) -> None:
    """The page's enabled cards and decisions are exactly the seat's legal moves (each
    with its data-rank, data-suit or data-value), as the API tells the seat's token."""
    page = player.page
    player.ready()
    seat = page.evaluate(KEPT_SEAT)
    shown = page.evaluate(PAGE_HOOKS)
    request = urllib.request.Request(f"{player.base}/v1/sessions/{seat['id']}",
                                     headers={"Authorization": f"Bearer {seat['token']}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        session = json.load(answer)
    if str(session["version"]) != shown["version"]:
        return  # (a live update is on its way: the next step looks again)
    legal = session["legal_moves"]
    passing = [m for m in legal if m["type"] == "pass"]
    cards = (passing[0]["choose_from"] if passing else
             [m["card"] for m in legal if m["type"] == "play" and not m.get("call")])
    assert sorted(shown["enabledCards"]) == sorted(cards), (legal, shown)
    decisions = [[m["type"], m.get("rank"), m.get("suit"), m.get("mode") or m.get("call")]
                 for m in legal if m["type"] not in ("play", "pass") or m.get("call")]
    assert sorted(map(str, shown["decisions"])) == sorted(map(str, decisions)), (legal, shown)


@pytest.mark.parametrize("game,preset", OTHER_PRESETS)
def test_a_hand_of_every_other_preset_is_played_through_the_hooks(
        player: Player, game: str, preset: str) -> None:
    player.start(game, preset)
    result = player.play_hand(f"{game}-{preset}", before_step=hooks_match_the_legal_moves)
    assert "Points:" in result
    for hook in ("status", "trick", "scores", "hand-result", "match-result", "log"):
        assert player.page.locator(f"[data-testid={hook}]").count() == 1, hook


def test_the_hints_name_the_tense_choice_as_its_buttons_do(player: Player) -> None:
    """Pagat tense (§ tense choice): the buttons say "Play on for 3 (tense)" and "Concede 2
    (tense)"; the expert's estimates named the same moves "Hold" and "Fold", so a player
    could not tell which estimate was which button's. Seed 2 with target 3 and tense at 1:
    the second hand opens with your side tense, clicking the first enabled thing."""
    page = player.page
    player.start("watten", "two-player", seed=2,
                 options={"tense_mode": "pagat", "target": "3", "tense_threshold": "1"})
    tense = page.locator("[data-testid=decisions] button[data-move=hold]")
    for _ in range(12):
        player.ready()
        if "tense" in (tense.text_content() if tense.count() else ""):
            break
        player.step()
    else:
        pytest.fail("no tense choice for you")
    buttons = sorted(b.inner_text() for b in page.locator("button[data-move]").all())
    page.click("[data-testid=hint]")
    rows = page.locator("[data-testid=hints] li strong")
    expect(rows).to_have_count(2)
    assert sorted(rows.all_inner_texts()) == buttons
    # The rows come in the order of the points the expert expects (conceding 2 for sure
    # can beat playing on for 3): each row says them, so that the order can be read.
    expected = [float(re.search(r"([−+][\d.]+) points expected", row).group(1)
                      .replace("−", "-")) for row in
                page.locator("[data-testid=hints] li").all_inner_texts()]
    assert len(expected) == 2 and expected == sorted(expected, reverse=True)
    player.shot("watten-tense-hint")


def test_a_hand_that_ends_before_its_last_trick_is_not_called_all_tricks_played(
        player: Player) -> None:
    """Karnöffel to 1 point: the first hand ends the match as soon as a side has won it,
    with cards still in the hands. The trick box said "All tricks played" over them."""
    page = player.page
    player.start("karnoeffel", "two-player", seed=1, options={"target": "1"})
    player.play_hand("karnoeffel-to-1")
    expect(page.locator("[data-testid=match-result] h2")).to_have_count(1)
    assert page.locator("button[data-card]").count() > 0  # cards left in the hand
    assert page.inner_text("[data-testid=trick] h2") == "Hand over"


def test_options_that_cannot_be_played_together_are_said_in_the_lobbys_words(
        player: Player) -> None:
    """Tyrolean Watten with Schlecken (§1.5: nobody looks at the cut cards) is a 422
    invalid_option_combination. The lobby showed the API's own line ("422
    invalid_option_combination: options.schlecken: …"); it names the option as the lobby
    does, with the rule."""
    page = player.page
    player.open_lobby()
    page.select_option("[data-testid=game]", "watten")
    page.wait_for_selector("form.lobby[data-game=watten]")
    page.select_option("[data-testid=preset]", "tyrolean")
    page.click("form.lobby summary")  # the options are folded away
    page.select_option("[data-option=schlecken]", "alternating")
    page.click("[data-testid=start]")
    message = page.locator(".message[role=alert]")
    expect(message).to_have_text("These options cannot be played: schlecken — in Tyrolean "
                                 "Watten nobody may look at the cut cards (§1.5).")
    assert page.locator("[data-testid=start]").is_enabled()  # still the lobby
    player.errors.clear()  # chromium logs the refused POST (422) as a console error
