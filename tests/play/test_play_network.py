"""/play when the network or the session store fails a request: a move whose answer is lost
is sent again with its Idempotency-Key, and the table says in words what happens (never
the API's "503 session_store_unavailable: …"), and clears it once the server answers."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.play.conftest import Player

pytestmark = pytest.mark.slow

STORE_DOWN = json.dumps({"code": "session_store_unavailable", "status": 503,
                         "errors": {"_": "session store unavailable"},
                         "message": "the session store (redis) is unavailable; retry in 1 s "
                                    "(the stateless routes keep working)"})
RETRYING = "The server did not answer your move: sending it again…"


def store_down(route: Any) -> None:
    """The service's answer while its Redis does not answer (README "Store faults")."""
    route.fulfill(status=503, body=STORE_DOWN, content_type="application/json",
                  headers={"Retry-After": "1"})


class Lost(list[str]):
    """Console errors but those of the answers a test loses on purpose: a reset or refused
    connection, a 503."""

    def append(self, error: str) -> None:
        if not any(m in error for m in ("ERR_CONNECTION_RESET", "ERR_CONNECTION_REFUSED",
                                        "503")):
            super().append(error)


@pytest.mark.parametrize("lost", ["landed, then the connection reset",
                                  "a 503 of the store, before it landed"])
def test_a_move_whose_answer_is_lost_is_sent_again_with_its_key(
        player: Player, lost: str) -> None:
    """The page showed the API's words ("503 session_store_unavailable: … retry in 1 s")
    or "try again", sent nothing again, and the words stayed after the server answered
    again; a click of the player then was a new move with a new key. Now the same move is
    sent again with the same Idempotency-Key and expected version: the server answers it
    (again, `Idempotent-Replayed`, when the first landed) and the table goes on."""
    player.start("hearts", "standard", seed=4)
    page = player.page
    version = player.version()
    sent: list[tuple[str | None, str | None]] = []
    held: list[Any] = []

    def lose_the_first(route: Any) -> None:
        sent.append((route.request.headers.get("idempotency-key"), route.request.post_data))
        if len(sent) > 1:
            held.append(route)  # answered by the test, once it has read the table
        elif lost.startswith("landed"):
            route.fetch()  # the move reaches the server and is applied
            route.abort("connectionreset")
        else:
            store_down(route)

    page.route("**/v1/sessions/*/moves", lose_the_first)
    player.errors = Lost()
    player.step()  # the pass: select three cards, confirm
    for _ in range(400):  # the second try, held by the route (within 20 s)
        if held:
            break
        page.wait_for_timeout(50)
    assert held, f"the move was not sent again: {page.locator('p.message').all_inner_texts()}"
    expect(page.locator("p.message")).to_have_text(RETRYING)
    assert player.enabled_cards() == []  # nothing else can be sent meanwhile
    route = held[0]
    answer = route.fetch()
    replayed = answer.headers.get("idempotent-replayed")
    route.fulfill(response=answer)
    page.wait_for_selector(f"main[data-state=ready]:not([data-version='{version}'])")
    (first_key, first_body), (again_key, again_body) = sent
    assert first_key is not None and first_key == again_key and first_body == again_body
    assert answer.status == 200
    assert replayed == ("true" if lost.startswith("landed") else None)
    assert page.locator("p.message").count() == 0
    assert "You passed:" in page.inner_text("[data-testid=hand]")


def test_a_move_the_store_refuses_for_good_says_so_in_words(player: Player) -> None:
    """After its tries the page says in the player's words that the server does not
    answer (it said "503 session_store_unavailable: the session store (redis) is
    unavailable; …"), and the cards can be played again."""
    player.start("hearts", "standard", seed=4)
    page = player.page
    keys: set[str | None] = set()

    def refuse(route: Any) -> None:
        keys.add(route.request.headers.get("idempotency-key"))
        store_down(route)

    page.route("**/v1/sessions/*/moves", refuse)
    player.errors = Lost()
    player.step()
    expect(page.locator("p.message")).to_have_text(
        "The server is not answering just now: try again in a moment.")
    player.ready()
    assert player.moves_posted == 5 and len(keys) == 1
    assert len(player.enabled_cards()) == 13  # the pass can be sent again


def test_the_event_log_a_store_cannot_read_is_said_and_cleared(player: Player) -> None:
    """On long-polls (no stream ticket), the store answers 503 for a while: the page
    retried without a word (a table waiting for the bots just stood still); it says so and
    clears it when the log is read again."""
    page = player.page
    page.route("**/stream-tickets", lambda route: route.abort("connectionrefused"))
    down = [True]

    def events(route: Any) -> None:
        if down[0]:
            store_down(route)
        else:
            route.continue_()

    page.route(lambda url: "/events?" in url, events)
    player.errors = Lost()
    player.start("hearts", "standard", seed=4)
    expect(page.locator("p.message")).to_have_text(
        "The server is not answering just now: retrying…")
    down[0] = False
    expect(page.locator("p.message")).to_have_count(0)


def test_a_lobby_the_server_cannot_serve_yet_loads_by_itself(player: Player) -> None:
    """The lobby's first request finds no server: the page said "The server cannot be
    reached: try again in a moment." and stayed empty until the player reloaded. It says
    it is retrying and shows the lobby once the server answers."""
    page = player.page
    down = [True]
    page.route(lambda url: url.endswith("/v1/games"),
               lambda route: route.abort("connectionrefused") if down[0] else route.continue_())
    player.errors = Lost()
    page.goto(player.base + "/play")
    expect(page.locator("p.message")).to_have_text("The server cannot be reached: retrying…")
    down[0] = False
    page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    assert page.locator("p.message").count() == 0


def test_a_kept_match_the_server_cannot_serve_yet_resumes_by_itself(player: Player) -> None:
    """A reload while the server does not answer said "… Reload the page to try again."
    and tried nothing. It says it is retrying, and the table comes back by itself."""
    player.start("hearts", "standard", seed=4)
    page = player.page
    hand = player.enabled_cards()
    down = [True]

    def session(route: Any) -> None:
        if down[0] and route.request.method == "GET":
            store_down(route)
        else:
            route.continue_()

    page.route(lambda url: "/v1/sessions/" in url and url.count("/") == 5, session)
    player.errors = Lost()
    page.reload()
    expect(page.locator("p.message")).to_have_text(
        "The server is not answering just now: retrying…")
    down[0] = False
    player.ready()
    assert player.enabled_cards() == hand
