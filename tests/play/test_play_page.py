"""The /play page's contract besides the games: a disabled card cannot be played and says
why (hover and focus), a reload resumes the table, the keyboard alone plays, 375 px wide
has no horizontal scroll, and the page is served offline with its own files only."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.deploy.harness import Nginx, Served, http_get, nginx_binary
from tests.play.conftest import ARTIFACTS, SERVER_ENV, Player, post_json

pytestmark = pytest.mark.slow


def test_the_page_and_its_assets_are_served_with_no_outside_reference(server: str) -> None:
    for path, kind in [("/play", "text/html"), ("/play/play.js", "javascript"),
                       ("/play/play.css", "text/css")]:
        with urllib.request.urlopen(server + path, timeout=10) as answer:
            body = answer.read().decode()
            assert kind in answer.headers["Content-Type"]
            assert "default-src 'self'" in answer.headers["Content-Security-Policy"]
        assert "http://" not in body.replace("http://www.w3.org", "") and "https://" not in body
    with urllib.request.urlopen(server + "/openapi.json", timeout=10) as answer:
        assert not any(p.startswith("/play") for p in json.load(answer)["paths"])


def test_the_page_passes_through_the_nginx_front_door(tmp_path) -> None:
    nginx_binary()
    with Served(tmp_path / "api.log") as api, Nginx(tmp_path / "nginx", api.port) as proxy:
        for path in ("/play", "/play/play.js", "/play/play.css"):
            status, headers, body = http_get(proxy.port, path, source="127.0.0.1")
            direct = http_get(api.port, path, source="127.0.0.1")
            assert status == 200 and body == direct[2], path
            assert headers["content-security-policy"].startswith("default-src 'self'")


def _until_a_card_is_barred(player: Player) -> str:
    """Play Hearts until seat 0 must play while some card of its hand is disabled."""
    page = player.page
    for _ in range(60):
        player.ready()
        barred = page.query_selector_all(".hand .slot[tabindex='0']")
        if barred and player.enabled_cards() and page.locator(
                "button[data-move=pass]").count() == 0:
            return barred[0].get_attribute("data-slot") or ""
        player.step()
    raise AssertionError("no position with a barred card in 60 actions")


def test_a_disabled_card_says_why_and_clicking_it_posts_nothing(player: Player) -> None:
    player.start("hearts", "standard", seed=5)
    card = _until_a_card_is_barred(player)
    page = player.page
    button = page.locator(f"button[data-card='{card}']")
    assert button.is_disabled()
    reason = page.locator(f"#why-{card}")
    assert button.get_attribute("aria-describedby") == f"why-{card}"
    message = reason.inner_text()
    assert message and button.get_attribute("title") == message
    # in the page's words: card names, not the API's codes ("C2 was led: seat 0 holds")
    assert "seat 0" not in message and not re.search(r"\b[CDHS][2-9TJQKA]\b", message), message
    assert reason.get_attribute("data-code") in {"must_follow_suit", "hearts_not_broken",
                                                 "no_points_on_first_trick",
                                                 "must_lead_lowest_club"}
    assert not reason.is_visible()
    page.focus(f".slot[data-slot='{card}']")  # the slot takes the focus for the card
    assert reason.is_visible()
    player.shot("hearts-barred-card-focused")
    posted, version = player.moves_posted, player.version()
    button.click(force=True, timeout=2000)
    page.wait_for_timeout(300)
    assert player.moves_posted == posted and player.version() == version
    page.mouse.move(0, 0)
    page.locator(f".slot[data-slot='{card}']").hover()
    assert reason.is_visible()


def test_a_reload_mid_hand_resumes_the_table_with_the_kept_token(player: Player) -> None:
    player.start("watten", "bavarian", seed=3)
    for _ in range(3):
        player.step()
    player.ready()
    page = player.page
    before = (player.version(), sorted(player.enabled_cards()),
              page.inner_text("[data-testid=trick]"))
    kept = json.loads(page.evaluate("localStorage.getItem('stichwerk.play.seat')"))
    assert kept["token"].startswith("stw_") and kept["token"] not in page.url
    page.reload()
    player.ready()
    after = (player.version(), sorted(player.enabled_cards()),
             page.inner_text("[data-testid=trick]"))
    assert after == before
    player.play_hand("watten-after-reload")
    streams = [u for u in player.urls if "/events/stream" in u]
    assert len(streams) >= 2 and all("ticket=stt_" in u for u in streams)  # one per load
    assert not any(kept["token"] in u for u in player.urls)
    expect(page.locator("[data-testid=log]")).to_contain_text("Hand 2 dealt")  # from the stream


def test_an_option_set_in_the_lobby_is_the_sessions_option(player: Player) -> None:
    player.open_lobby()
    page = player.page
    page.select_option("[data-testid=game]", "watten")
    page.wait_for_selector("form.lobby[data-game=watten]")
    page.click("summary")
    page.select_option("[data-option=players]", "2")  # the seats follow the player count
    assert page.locator("select[data-seat]").count() == 1
    page.fill("[data-option=target]", "7")
    page.select_option("select[data-seat]", "random")
    page.click("[data-testid=start]")
    player.ready()
    assert page.locator(".opponents .seat").count() == 1
    assert "playing to 7" in page.inner_text("[data-testid=scores]")


def lobby_with_its_first_fetch_held(player: Player) -> tuple[str, Any]:
    """/play's lobby, opened with the answer to its own first fetch (the first game's
    rules) held back: that game's id, and the held request."""
    page = player.page
    held: list = []
    page.route(re.compile(r".*/v1/games/[a-z]+$"),
               lambda route: held.append(route) if not held else route.continue_())
    page.goto(player.base + "/play")
    page.wait_for_selector("[data-testid=start]")
    first: str = page.eval_on_selector("[data-testid=game]", "select => select.value")
    assert len(held) == 1 and held[0].request.url.endswith("/v1/games/" + first)
    return first, held[0]


def answer_late(player: Player, first: str, held: Any) -> None:
    """The held fetch answers now, after whatever the test did meanwhile."""
    with player.page.expect_response(lambda r: r.url.endswith("/v1/games/" + first)):
        held.continue_()
    player.page.wait_for_timeout(200)  # (its handler runs after the response)


def test_a_game_chosen_while_the_first_ones_rules_load_keeps_the_lobby(player: Player) -> None:
    """The lobby opens on the first game and fetches its rules; a player who picks another
    game before they arrive keeps that game's presets. The late answer drew the first
    game's form under the other game's name (seen as a lobby that never showed it)."""
    page = player.page
    first, held = lobby_with_its_first_fetch_held(player)
    other = "hearts" if first != "hearts" else "watten"
    page.select_option("[data-testid=game]", other)
    page.wait_for_selector(f"form.lobby[data-game={other}]")
    answer_late(player, first, held)
    assert page.get_attribute("form.lobby", "data-game") == other
    presets = page.eval_on_selector_all("[data-testid=preset] option", "os => os.map(o => o.value)")
    info = json.load(urllib.request.urlopen(f"{player.base}/v1/games/{other}", timeout=10))
    assert presets == list(info["presets"])


def test_a_preset_picked_while_the_first_games_rules_load_stays_picked(player: Player) -> None:
    """The same race with the same game chosen again (as `Player.start` does): the late
    answer of the lobby's own first fetch drew the form anew, and the preset the player
    had picked meanwhile went back to the default (seen as six-player Hearts with the
    seats of four)."""
    page = player.page
    first, held = lobby_with_its_first_fetch_held(player)
    page.select_option("[data-testid=game]", first)
    page.wait_for_selector(f"form.lobby[data-game={first}]")
    shown = page.eval_on_selector("[data-testid=preset]", "select => select.value")
    options = page.eval_on_selector_all("[data-testid=preset] option",
                                        "os => os.map(o => o.value)")
    other = next(p for p in options if p != shown)
    page.select_option("[data-testid=preset]", other)
    seats = page.locator("select[data-seat]").count()
    answer_late(player, first, held)
    assert page.eval_on_selector("[data-testid=preset]", "select => select.value") == other
    assert page.locator("select[data-seat]").count() == seats


def test_an_untouched_lobby_starts_every_preset_with_its_own_rules(player: Player,
                                                                    server: str) -> None:
    """Nothing changed in the lobby sends no `options`: the session plays the preset's
    rules. Watten's raise_cap (null: no cap) was sent as "points_to_win" on every start,
    because its menu had no "none"."""
    bodies: list[dict] = []
    player.page.on("request", lambda r: bodies.append(json.loads(r.post_data or "{}")) if (
        r.method == "POST" and r.url.endswith("/v1/sessions")) else None)
    games = json.loads(urllib.request.urlopen(f"{server}/v1/games", timeout=10).read())
    for game in games["games"]:  # every Watten preset, one of each other game (each
        for preset in game["presets"][:None if game["id"] == "watten" else 1]:  # streams)
            if bodies:  # leave the table: the page would resume the kept session
                player.page.evaluate("localStorage.clear(); sessionStorage.clear()")
            player.start(game["id"], preset)
            assert bodies, (game["id"], preset)
            assert "options" not in bodies[-1], (game["id"], preset, bodies[-1]["options"])
    player.page.evaluate("localStorage.clear(); sessionStorage.clear()")
    player.open_lobby()
    player.page.select_option("[data-testid=game]", "watten")
    player.page.wait_for_selector("form.lobby[data-game=watten]")
    assert player.page.input_value("[data-option=raise_cap]") == ""  # "none": no cap


def test_a_session_that_ends_on_the_server_is_said_on_the_table(player: Player,
                                                                 server: str) -> None:
    """The host ends the session while the page follows it: the stream's end (`gone`)
    is shown, not a table that waits forever (the page stopped following silently)."""
    created: list[dict] = []
    player.page.on("response", lambda r: created.append(r.json()) if (
        r.request.method == "POST" and r.url.endswith("/v1/sessions")) else None)
    player.start("watten", "bavarian", seed=3)
    host = created[-1]["host_token"]
    ended = urllib.request.Request(f"{server}/v1/sessions/{created[-1]['id']}",
                                   method="DELETE", headers={"Authorization": f"Bearer {host}"})
    assert urllib.request.urlopen(ended, timeout=10).status == 204
    player.page.wait_for_selector("p.message:has-text('no longer'), "
                                  "p.message:has-text('has ended')", timeout=20_000)
    assert "Leave the table" in player.page.inner_text("p.message")
    # The page's calls on its way when the session went (a read, a ticket) were answered
    # 404, which the browser logs as errors: those are this test's point, not a fault.
    player.page.wait_for_timeout(500)
    player.errors[:] = [e for e in player.errors if "404 (NOT FOUND)" not in e]


def test_with_no_stream_slot_for_the_page_plain_polls_keep_the_table_current(
        browser, tmp_path) -> None:
    """Streams off (the same 503 `too_many_streams` as a client past its
    STREAM_MAX_PER_CLIENT): the page's long-poll was refused and only retried, so the
    table never heard of anything again. Polls without `wait` take no slot: the host's
    end of the session is shown."""
    with Served(tmp_path / "api.log", {**SERVER_ENV, "STREAM_MAX_CONNECTIONS": "0"}) as api:
        base = f"http://127.0.0.1:{api.port}"
        context = browser.new_context(viewport={"width": 1000, "height": 900})
        page = context.new_page()
        player = Player(page, base)
        try:
            created: list[dict] = []
            page.on("response", lambda r: created.append(r.json()) if (
                r.request.method == "POST" and r.url.endswith("/v1/sessions")) else None)
            player.start("watten", "bavarian", seed=3)
            ended = urllib.request.Request(
                f"{base}/v1/sessions/{created[-1]['id']}", method="DELETE",
                headers={"Authorization": f"Bearer {created[-1]['host_token']}"})
            assert urllib.request.urlopen(ended, timeout=10).status == 204
            page.wait_for_selector("p.message:has-text('no longer')", timeout=20_000)
            # the refused ticket and long-poll (503) and the 404s after the end are logged
            # by the browser as errors: they are this test's point
            assert all("503" in e or "404" in e for e in player.errors), player.errors
            assert any("503" in e for e in player.errors)
        finally:
            context.close()


def test_the_hint_key_sends_one_search_and_none_when_the_seat_cannot_act(
        player: Player, server: str) -> None:
    """H pressed five times while the first hint is on its way asks once; the button's
    own guard (disabled while thinking) holds for the key too. Once the estimates are
    shown, H asks nothing more for the same position; and a seat whose turn it is not
    sends nothing at all."""
    player.start("hearts", "standard", seed=4)
    page = player.page
    assert page.locator("[data-testid=hint]").is_enabled()
    for _ in range(5):
        page.keyboard.press("h")
    page.wait_for_selector("[data-testid=hints]", timeout=20_000)
    page.keyboard.press("h")  # the same position's estimates are on the table
    page.wait_for_timeout(300)
    assert sum(1 for u in player.urls if u.endswith("/hints")) == 1

    # seed 1: seat 1, another human who never moves here, is to call the trump, and seat 0
    # has nothing to do meanwhile
    created = post_json(server, "/v1/sessions", {
        "game": "watten", "preset": "bavarian", "seed": 1,
        "seats": [{"kind": "human"}, {"kind": "human"},
                  {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]})
    assert created["view"]["to_act"] == [1] and created["view"]["phase"] == "call_suit"
    token = next(t["token"] for t in created["seat_tokens"] if t["seat"] == 0)
    page.evaluate("seat => { const kept = JSON.stringify(seat);"  # as the page keeps it:
                  " sessionStorage.setItem('stichwerk.play.seat', kept);"  # this tab's match
                  " localStorage.setItem('stichwerk.play.seat', kept); }",  # the browser's last
                  {"id": created["id"], "token": token})
    page.reload()
    player.ready()
    assert page.get_attribute("main", "data-version") == str(created["version"])
    assert page.locator("[data-testid=hint]").is_disabled()
    page.keyboard.press("h")
    page.wait_for_timeout(300)
    assert sum(1 for u in player.urls if u.endswith("/hints")) == 1  # still the first one


def test_the_last_trick_stays_in_view_when_the_next_hand_is_dealt(player: Player) -> None:
    """The trick that ended a hand was gone at once (the bots deal and call on): the
    table shows it as the previous hand's last trick, from the log, until a trick of
    the new hand is taken. And the status line is one live region for the table's life
    (a new one every redraw was seldom announced)."""
    player.start("watten", "bavarian", seed=3)
    player.page.evaluate("document.querySelector('p.status').dataset.mark = 'kept'")
    player.play_hand("watten-last-trick")
    player.ready()
    last = player.page.locator("[data-testid=trick] .last-trick")
    expect(last).to_have_count(1)  # (from the log: its trick_won can come after the view)
    assert "Last trick" in last.inner_text()
    assert last.locator("li").count() == 4  # a card of each seat
    assert player.page.get_attribute("p.status", "data-mark") == "kept"


def test_a_move_the_network_drops_says_the_server_cannot_be_reached(player: Player) -> None:
    """The browser's fetch fails (the connection is refused on its way): the move is sent
    again with its key (tests/play/test_play_network.py), and after its last try the
    player reads that the server cannot be reached, not the browser's "Failed to fetch"."""
    player.start("hearts", "standard", seed=4)
    player.page.route("**/v1/sessions/*/moves", lambda route: route.abort("connectionrefused"))
    player.step()
    expect(player.page.locator("p.message")).to_have_text(
        "The server cannot be reached: try again in a moment.")
    assert player.moves_posted == 5  # the first try and four more
    player.errors.clear()  # the refused requests are the browser's console errors, on purpose


def test_the_keyboard_alone_starts_a_match_and_plays(player: Player) -> None:
    player.open_lobby()
    page = player.page
    page.focus("[data-testid=game]")
    page.keyboard.press("w")  # a select jumps to the option that starts with the key
    page.wait_for_selector("form.lobby[data-game=watten]")
    for _ in range(40):  # Tab through the lobby to the start button
        if page.evaluate("document.activeElement.dataset.testid") == "start":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    player.ready()
    played = 0
    for _ in range(12):
        player.ready()
        focused = page.evaluate("document.activeElement.matches("
                                "'button[data-card]:not([disabled]), button[data-move]')")
        assert focused, "the focus is on something to do"
        before = player.version()
        if page.evaluate("!!document.activeElement.dataset.card"):
            page.keyboard.press("ArrowRight")  # a neighbour (wraps round)
            page.keyboard.press("ArrowLeft")
        page.keyboard.press("Enter" if played % 2 == 0 else " ")
        player.ready()
        assert player.version() > before or page.locator(".message").count()
        played += 1
        if played == 4:
            break
    assert played == 4
    player.shot("keyboard-play")


@pytest.mark.parametrize("game,preset", [("hearts", "six-player"), ("watten", "bavarian")])
def test_375_px_wide_has_no_horizontal_scroll(browser, server: str, game: str,
                                              preset: str) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 812}, is_mobile=True)
    page = context.new_page()
    player = Player(page, server)
    try:
        player.start(game, preset)
        player.step()
        player.ready()
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, width
        player.shot(f"{game}-375px")
        assert player.errors == []
    finally:
        context.close()


@pytest.mark.parametrize("game,preset", [("watten", "bavarian"), ("hearts", "standard"),
                                         ("karnoeffel", "standard")])
def test_on_a_375_by_667_phone_a_four_seat_games_hand_shows_without_scrolling(
        browser, server: str, game: str, preset: str) -> None:
    """The player's hand is what a player looks for first; on an iPhone SE-sized screen it
    once began about 790 px down, below the scores, the other seats and the trick."""
    context = browser.new_context(viewport={"width": 375, "height": 667}, is_mobile=True)
    page = context.new_page()
    player = Player(page, server)
    try:
        player.start(game, preset)
        for step in range(4):  # from the deal to a trick on the table beside the last one
            page.evaluate("window.scrollTo(0, 0)")  # a click scrolls its button into view
            page.screenshot(path=str(ARTIFACTS / f"{game}-375x667-{step}.png"))  # 1st screen
            first_card = page.locator(".hand .cards button").first.bounding_box()
            assert first_card is not None
            assert first_card["y"] + first_card["height"] <= 667, (step, first_card)
            assert page.evaluate("document.documentElement.scrollWidth") <= 375
            player.step()
            player.ready()
        assert player.errors == []
    finally:
        context.close()


TIP_BOX = """tip => { const r = tip.getBoundingClientRect();
  return [r.left, r.right, document.documentElement.scrollWidth]; }"""


@pytest.mark.parametrize("game,preset,seed", [("hearts", "six-player", 1),
                                              ("watten", "bavarian", 3)])
def test_375_px_wide_every_why_tooltip_stays_on_screen(browser, server: str, game: str,
                                                      preset: str, seed: int) -> None:
    """Hovering or focusing a barred card on the right of a phone's screen once pushed its
    tooltip past the edge and the page to 516 px. These seeds deal barred cards on the
    right within a few moves."""
    context = browser.new_context(viewport={"width": 375, "height": 812}, is_mobile=True)
    page = context.new_page()
    player = Player(page, server)
    try:
        player.start(game, preset, seed=seed)
        for _ in range(6):
            if page.locator(".slot:has(.why)").count():
                break
            player.step()
            player.ready()
        slots = page.locator(".slot:has(.why)")
        assert slots.count() >= 2, "no barred cards to hover"
        checked = []
        for i in range(slots.count()):
            for show in ("hover", "focus"):
                getattr(slots.nth(i), show)()
                tip = slots.nth(i).locator(".why")
                assert tip.is_visible()
                left, right, width = tip.evaluate(TIP_BOX)
                assert left >= 0 and right <= 375 and width <= 375, (show, i, left, right, width)
                checked.append(right)
        assert max(checked) > 300  # a tip on the right edge was among them
        page.mouse.move(0, 0)
        page.evaluate("document.activeElement.blur()")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert player.errors == []
    finally:
        context.close()
