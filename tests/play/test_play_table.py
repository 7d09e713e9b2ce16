"""The /play table as a demanding player meets it: a card's "why" tooltip never takes the
click meant for a decision, a second human seat's reasons read as words, leaving gives the
seat to a bot (the other players' match goes on) while leaving a match the page started
ends it, and a session a restarted server lost leaves nothing enabled and is said again
after a reload."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.deploy.harness import Served
from tests.play.conftest import SERVER_ENV, Player, post_json

pytestmark = pytest.mark.slow

SEATED = "seat => localStorage.setItem('stichwerk.play.seat', JSON.stringify(seat))"


def get_json(base: str, path: str, token: str) -> dict[str, Any]:
    request = urllib.request.Request(base + path, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        out: dict[str, Any] = json.load(answer)
        return out


def two_humans(base: str, seed: int) -> dict[str, Any]:
    """Bavarian Watten with humans at seats 0 and 1, random bots at 2 and 3."""
    return post_json(base, "/v1/sessions", {
        "game": "watten", "preset": "bavarian", "seed": seed,
        "seats": [{"kind": "human"}, {"kind": "human"},
                  {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]})


def sit_at(player: Player, created: dict[str, Any], seat: int) -> str:
    """The page at `seat` of a session made through the API (the token kept as the page
    keeps its own); the seat's token."""
    token = next(t["token"] for t in created["seat_tokens"] if t["seat"] == seat)
    player.open_lobby()
    player.page.evaluate(SEATED, {"id": created["id"], "token": token})
    player.page.reload()
    player.ready()
    return token


CENTER_HIT = """button => { const r = button.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit !== null && button.contains(hit); }"""

OVERLAP = """([tip, button]) => { const a = tip.getBoundingClientRect();
  const b = button.getBoundingClientRect();
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; }"""


def test_a_cards_tooltip_never_takes_the_click_meant_for_a_decision(player: Player) -> None:
    """Seed 3 asks seat 0 for the trump at once, its cards barred. The pointer rests on a
    card (the last one played was there): its tooltip hangs over the trump buttons below
    the hand, and it took their clicks (the tip was shown while the pointer was on it)."""
    player.start("watten", "bavarian", seed=3)
    page = player.page
    slot = page.locator(".hand .slot:has(.why)").first
    slot.hover()
    tip = slot.locator(".why")
    expect(tip).to_be_visible()
    buttons = page.locator("button[data-move=call_suit]")
    covered = [buttons.nth(i) for i in range(buttons.count())
               if page.evaluate(OVERLAP, [tip.element_handle(), buttons.nth(i).element_handle()])]
    assert covered, "the tip covers no decision here: the test shows nothing"
    assert covered[0].evaluate(CENTER_HIT)  # the button, not the tip, is under its centre
    version = player.version()
    covered[0].click()
    page.wait_for_selector(f"main[data-state=ready]:not([data-version='{version}'])")


def post_move(base: str, session: str, token: str, move: dict[str, Any]) -> None:
    request = urllib.request.Request(
        f"{base}/v1/sessions/{session}/moves", data=json.dumps({"move": move}).encode(),
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert json.load(answer)["legal"]


def two_human_watten_at_play(server: str) -> tuple[dict[str, Any], dict[int, str]]:
    """Two-player Watten (seed 5) with two humans, the Schlag and the trump called through
    the API: seat 0 leads the first trick. The session and each seat's token."""
    created = post_json(server, "/v1/sessions", {
        "game": "watten", "preset": "two-player", "seed": 5,
        "seats": [{"kind": "human"}, {"kind": "human"}]})
    tokens = {t["seat"]: t["token"] for t in created["seat_tokens"]}
    path = f"/v1/sessions/{created['id']}"
    for seat, kind in ((0, "call_rank"), (1, "call_suit")):
        legal = get_json(server, path, tokens[seat])["legal_moves"]
        post_move(server, created["id"], tokens[seat], next(m for m in legal if m["type"] == kind))
    return created, tokens


def test_a_second_human_seats_reasons_say_you_and_name_the_seats(
        player: Player, server: str) -> None:
    """Two-player Watten, two humans: seat 0 raises and its cards are barred until seat 1
    answers. The reason said "You's raise must be held or folded by seats [1] first"."""
    created, _ = two_human_watten_at_play(server)
    sit_at(player, created, 0)
    page = player.page
    page.click("button[data-move=raise]")
    player.ready()
    tip = page.locator(".hand .slot .why").first
    expect(tip).to_have_attribute("data-code", "raise_pending")
    text = tip.inner_text()
    assert text.startswith("Your raise must be held or folded by Seat 1"), text
    assert "[" not in text and "You's" not in text, text
    assert "Waiting for Seat 1" in page.inner_text("[data-testid=status]")


def test_leaving_the_table_gives_the_seat_to_a_bot(player: Player, server: str) -> None:
    """*Leave table* only forgot the token: the seat stayed a human's, and the other human
    waited for it until the session expired. Now the seat leaves (`POST …/leave`) and a bot
    plays it."""
    created = two_humans(server, 5)
    token = sit_at(player, created, 0)
    other = next(t["token"] for t in created["seat_tokens"] if t["seat"] == 1)
    page = player.page
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#leave")
    page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    assert page.evaluate("localStorage.getItem('stichwerk.play.seat')") is None
    seats = get_json(server, f"/v1/sessions/{created['id']}", other)["seats"]
    assert seats[0]["kind"] == "bot", seats
    with pytest.raises(urllib.error.HTTPError) as refused:  # the token stopped working
        get_json(server, f"/v1/sessions/{created['id']}", token)
    refused.value.close()
    assert refused.value.code == 401


def leave_seat(base: str, session: str, seat: int, token: str) -> dict[str, Any]:
    request = urllib.request.Request(f"{base}/v1/sessions/{session}/seats/{seat}/leave",
                                     data=b"", method="POST",
                                     headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        out: dict[str, Any] = json.load(answer)
        return out


def test_a_leave_whose_answer_is_lost_is_sent_again_with_its_key(
        player: Player, server: str) -> None:
    """The leave lands on the server, but its answer is lost (the connection resets). The
    page sent no Idempotency-Key and did not retry: it said "The seat could not be left",
    kept the table and followed the match with a token that no longer worked. Now the
    leave carries a random key and is sent once more with the same key; the server answers
    it again (`Idempotent-Replayed: true`) and the page goes to the lobby as after the
    first answer."""
    created = two_humans(server, 5)
    sit_at(player, created, 0)
    other = next(t["token"] for t in created["seat_tokens"] if t["seat"] == 1)
    page = player.page
    sent: list[tuple[str | None, int, str | None]] = []

    def lose_the_first_answer(route: Any) -> None:
        answer = route.fetch()  # the leave reaches the server and is applied
        sent.append((route.request.headers.get("idempotency-key"), answer.status,
                     answer.headers.get("idempotent-replayed")))
        if len(sent) == 1:
            route.abort("connectionreset")
        else:
            route.fulfill(response=answer)

    page.route("**/seats/0/leave", lose_the_first_answer)
    player.errors = Reset()  # the lost answer is the browser's console error, on purpose
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#leave")
    page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    assert len(sent) == 2, sent
    (first_key, first, first_replayed), (again_key, again, replayed) = sent
    assert first_key is not None and first_key == again_key, sent
    assert 16 <= len(first_key) <= 255
    assert (first, first_replayed) == (200, None) and (again, replayed) == (200, "true")
    assert page.locator("p.message").count() == 0  # the lobby, with nothing gone wrong
    path = f"/v1/sessions/{created['id']}"
    assert get_json(server, path, other)["seats"][0]["kind"] == "bot"
    events = get_json(server, f"{path}/events", other)["events"]
    assert [e["seat"] for e in events if e["type"] == "seat_left"] == [0]  # left once


def test_leaving_ends_the_match_the_page_started(player: Player, server: str) -> None:
    """A match the page started stayed on the server after the player left it (a day,
    until it expired), and counted toward the client's MAX_SESSIONS_PER_CLIENT live
    sessions (429 `too_many_sessions`). The page ends it with its host token once the seat
    has left: the `DELETE` answers 204 with no body and no Content-Type, and the page takes
    that for done (no console error)."""
    created: list[dict[str, Any]] = []
    player.page.on("response", lambda r: created.append(r.json()) if (
        r.request.method == "POST" and r.url.endswith("/v1/sessions")) else None)
    player.start("hearts", "standard", seed=4)
    page = player.page
    path = f"/v1/sessions/{created[-1]['id']}"
    page.once("dialog", lambda dialog: dialog.accept())
    with page.expect_response(lambda r: r.request.method == "DELETE") as deleted:
        page.click("#leave")
    page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    assert deleted.value.url.endswith(path)
    assert deleted.value.status == 204 and "content-type" not in deleted.value.headers
    with pytest.raises(urllib.error.HTTPError) as gone:
        get_json(server, path, created[-1]["host_token"])
    gone.value.close()
    assert gone.value.code == 404
    assert page.locator("p.message").count() == 0


def test_the_log_names_each_move_by_who_made_it_then(player: Player, server: str) -> None:
    """Seat 1, a human, names the trump and leaves; a bot plays the seat from then on. The
    log named every line of seat 1 after the seat as it is now: "Bot 1 (heuristic) named
    the trump", for a trump the human named. The log names each line's actor as it was
    when the event happened, from the `seat_left` event."""
    created, tokens = two_human_watten_at_play(server)
    sit_at(player, created, 0)
    page = player.page
    log = page.locator("[data-testid=log]")
    expect(log).to_contain_text("Seat 1 named the trump")
    leave_seat(server, created["id"], 1, tokens[1])
    expect(page.locator(".opponents [data-seat='1'] .name")).to_contain_text("Bot 1 (heuristic)")
    expect(log).to_contain_text("Seat 1 left the table")
    assert "Seat 1 named the trump" in log.inner_text()
    assert "Bot 1 (heuristic) named" not in log.inner_text()
    version = player.version()
    player.step()  # seat 0 plays; the bot now at seat 1 answers, under its own name
    page.wait_for_selector(f"main[data-state=ready]:not([data-version='{version}'])")
    expect(log).to_contain_text("Bot 1 (heuristic)")
    assert "Seat 1 named the trump" in log.inner_text()


def test_leaving_a_match_the_page_started_ends_it_and_frees_the_addresss_slot(
        browser, tmp_path) -> None:
    """The lobby starts a match whose one human seat is the player's. Leaving it only gave
    the seat to a bot (and the page dropped the host token): the session stayed on the
    server for SESSION_TTL_SECONDS, holding one of the MAX_SESSIONS_PER_CLIENT live
    sessions of the player's address, so the page's own abandoned and finished matches
    filled the allowance of everyone behind that address (a NAT) for a day. Now the page
    ends the session it started (DELETE with its host token): with a cap of ONE session,
    a second match starts after the first is left."""
    api = Served(tmp_path / "api.log", {**SERVER_ENV, "MAX_SESSIONS_PER_CLIENT": "1"})
    api.start()
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.set_default_timeout(20_000)
    player = Player(page, f"http://127.0.0.1:{api.port}")
    elsewhere = browser.new_context(viewport={"width": 1000, "height": 900})
    other = elsewhere.new_page()  # another browser: the same address, its one slot taken
    other.set_default_timeout(20_000)
    try:
        player.start("watten", "bavarian", seed=5)
        first = json.loads(page.evaluate("localStorage.getItem('stichwerk.play.seat')"))
        refused = Player(other, player.base)
        other.goto(player.base + "/play")
        other.click("[data-testid=start]")  # 429 too_many_sessions, in the page's words
        expect(other.locator("p.message")).to_contain_text(
            "The server keeps no more matches for your address")
        assert all("429" in e for e in refused.errors), refused.errors
        page.once("dialog", lambda dialog: dialog.accept())
        page.click("#leave")
        page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
        with pytest.raises(urllib.error.HTTPError) as gone:
            get_json(player.base, f"/v1/sessions/{first['id']}", first["token"])
        gone.value.close()
        assert gone.value.code == 404  # ended, not only left (a left seat's token: 401)
        player.start("watten", "bavarian", seed=6)  # the address's one slot is free again
        second = json.loads(page.evaluate("localStorage.getItem('stichwerk.play.seat')"))
        assert second["id"] != first["id"]
        assert player.errors == [], player.errors
    finally:
        elsewhere.close()
        context.close()
        api.stop()


def test_a_session_a_restarted_server_lost_leaves_nothing_enabled(browser, tmp_path) -> None:
    """The embedded store loses every session with its server. The table said so but kept
    its cards and the hint enabled (a click answered the API's 404); a reload went to the
    lobby without a word."""
    api = Served(tmp_path / "api.log", SERVER_ENV)
    api.start()
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.set_default_timeout(20_000)
    player = Player(page, f"http://127.0.0.1:{api.port}")
    try:
        player.start("hearts", "standard", seed=4)
        assert player.enabled_cards()
        api.stop()
        api.port_given = True  # the same address: the page calls it again
        api.start()
        page.wait_for_selector("p.message:has-text('no longer on the server')")
        assert player.enabled_cards() == []
        assert page.locator("button[data-move]:not([disabled])").count() == 0
        assert page.locator("[data-testid=hint]").is_disabled()
        page.keyboard.press("h")  # the key asks nothing either
        assert not any(u.endswith("/hints") for u in player.urls)
        page.reload()
        page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
        expect(page.locator("p.message")).to_contain_text("could not be resumed")
        # the refused connections while the server was down and the 404s after it are the
        # browser's console errors: they are this test's point
        assert all("ERR_" in e or "404" in e for e in player.errors), player.errors
    finally:
        context.close()
        api.stop()


def test_a_pass_being_chosen_survives_another_humans_pass(player: Player, server: str) -> None:
    """Hearts with humans at seats 0 and 2: seat 0 has picked two cards when seat 2 passes.
    The other seat's move changed the version, and the page dropped seat 0's choice."""
    created = post_json(server, "/v1/sessions", {
        "game": "hearts", "preset": "standard", "seed": 4,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"},
                  {"kind": "bot", "level": "random"}]})
    assert created["view"]["phase"] == "passing" and created["view"]["to_act"] == [0, 2]
    sit_at(player, created, 0)
    page = player.page
    picked = player.enabled_cards()[:2]
    for card in picked:
        page.click(f"button[data-card='{card}']")
    other = next(t["token"] for t in created["seat_tokens"] if t["seat"] == 2)
    legal = get_json(server, f"/v1/sessions/{created['id']}", other)["legal_moves"]
    cards = next(m for m in legal if m["type"] == "pass")["choose_from"][:3]
    post_move(server, created["id"], other, {"seat": 2, "type": "pass", "cards": cards})
    page.wait_for_selector(f"main[data-state=ready]:not([data-version='{created['version']}'])")
    for card in picked:
        expect(page.locator(f"button[data-card='{card}']")).to_have_attribute("aria-pressed",
                                                                                "true")
    expect(page.locator("button[data-move=pass]")).to_contain_text("(2 selected)")


class Stale(list[str]):
    """Console errors but that of the move the test makes stale: its 409."""

    def append(self, error: str) -> None:
        if "409" not in error:
            super().append(error)


def test_a_move_another_player_made_stale_is_said_as_such(player: Player, server: str) -> None:
    """Hearts with humans at seats 0 and 2: seat 2's pass lands while seat 0's is on its
    way, so seat 0's answers 409 stale_version. The page said "The table changed in
    another tab or window", which one tab at a time playing a match makes all but never
    true; it says another player moved first, and the cards picked stay picked."""
    created = post_json(server, "/v1/sessions", {
        "game": "hearts", "preset": "standard", "seed": 4,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"},
                  {"kind": "bot", "level": "random"}]})
    sit_at(player, created, 0)
    page = player.page
    other = next(t["token"] for t in created["seat_tokens"] if t["seat"] == 2)
    legal = get_json(server, f"/v1/sessions/{created['id']}", other)["legal_moves"]
    cards = next(m for m in legal if m["type"] == "pass")["choose_from"][:3]

    def seat_2_first(route: Any) -> None:
        post_move(server, created["id"], other, {"seat": 2, "type": "pass", "cards": cards})
        route.continue_()

    page.route("**/v1/sessions/*/moves", seat_2_first)
    player.errors = Stale()
    player.step()  # seat 0 picks three cards and confirms
    expect(page.locator("p.message")).to_have_text(
        "The table changed before your move arrived (another player moved first): here it "
        "is as it is now.")
    player.ready()
    expect(page.locator("button[data-move=pass]")).to_contain_text("(3 selected)")
    assert page.is_enabled("button[data-move=pass]")  # the pass can be confirmed again


def test_another_seat_leaving_is_shown_at_once(player: Player, server: str) -> None:
    """Seat 1, another human, leaves while seat 0 is to play: a bot takes seat 1 and
    nothing moves, so the version stays. The table kept showing "Seat 1" (it read the
    session on a new version only) and the log said "Seat 1: seat left"."""
    created = two_humans(server, 5)
    assert created["view"]["to_act"] == [0]
    sit_at(player, created, 0)
    other = next(t["token"] for t in created["seat_tokens"] if t["seat"] == 1)
    assert leave_seat(server, created["id"], 1, other)["version"] == created["version"]
    page = player.page
    expect(page.locator(".opponents [data-seat='1'] .name")).to_contain_text("Bot 1 (heuristic)")
    expect(page.locator("[data-testid=log]")).to_contain_text(
        "Seat 1 left the table: a bot (heuristic) plays it from now on")


class Refused(list[str]):
    """Console errors but those of a refused connection (`marker`: another net error)."""

    marker = "ERR_CONNECTION_REFUSED"

    def append(self, error: str) -> None:
        if self.marker not in error:
            super().append(error)


class Reset(Refused):
    """Console errors but those of a connection reset."""

    marker = "ERR_CONNECTION_RESET"


def test_another_seats_move_during_ones_own_is_not_lost(player: Player, server: str) -> None:
    """Two-player Watten, two humans, the page on long-polls. Seat 0 plays a card; the
    read after it answers the session before seat 1's reply, and seat 1's event comes
    while that read is on its way. The page skipped events while its move was busy, so the
    table stayed one move behind (seat 1's card not shown) until something else happened."""
    created, tokens = two_human_watten_at_play(server)
    path = f"/v1/sessions/{created['id']}"
    page = player.page
    page.route("**/stream-tickets", lambda route: route.abort("connectionrefused"))
    player.errors = Refused()  # the refused tickets are the browser's errors, on purpose
    sit_at(player, created, 0)
    held: list[tuple[Any, Any]] = []

    def hold_the_read(route: Any) -> None:
        held.append((route, route.fetch()))  # the session as it is now, answered later

    page.route(f"**{path}", hold_the_read)
    version = player.version()
    card = player.enabled_cards()[0]
    page.click(f"button[data-card='{card}']")
    expect(page.locator("main")).to_have_attribute("data-state", "busy")
    while not held:  # the read after the move, held by the route
        page.wait_for_timeout(50)
    legal = get_json(server, path, tokens[1])["legal_moves"]
    reply = next(m for m in legal if m["type"] == "play")
    with page.expect_response(lambda r: "/events?" in r.url and
                              f'"version":{version + 2}' in r.text().replace(" ", "")):
        post_move(server, created["id"], tokens[1], reply)
    page.unroute(f"**{path}")
    route, answer = held[0]
    route.fulfill(response=answer)  # the read from before seat 1's reply
    page.wait_for_selector(f"main[data-state=ready][data-version='{version + 2}']")
    expect(page.locator("[data-testid=trick]")).to_contain_text("Seat 1")


def test_the_status_says_what_an_answer_is_to(player: Player) -> None:
    """Seed 23: a bot offers a Schlagwechsel at once. The status said only "Your turn:
    decide"; it says what is asked."""
    player.start("watten", "bavarian", seed=23)
    expect(player.page.locator("button[data-move=accept_swap]")).to_be_enabled()
    expect(player.page.locator("[data-testid=status]")).to_have_text(
        "Your turn: accept or refuse the Schlagwechsel")
