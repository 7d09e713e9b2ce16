"""A log that loses events under an open table: Redis restarted or failed over within its
durability window, and the session is back at an earlier version. The server says so (a
stream ends with `rewound`; a poll answers a `last_event` below its cursor), and the page
shows the session as the server has it again and plays on from there. Before, it kept
showing the lost position, ignored every event written under the lost ones' seqs, and
its poll asked again at once, forever."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.deploy.harness import Served
from tests.play.conftest import SERVER_ENV, Player
from tests.service.redis_server import RedisServer

pytestmark = pytest.mark.slow

SEAT_KEY = "stichwerk.play.seat"  # clients/play/src/tabs.ts, STORE_KEY


@pytest.fixture(scope="module")
def redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    with RedisServer(tmp_path_factory.mktemp("redis")) as server:
        yield server


# streams: the SSE stream ends with `rewound`; polls: streams are off
# (STREAM_MAX_CONNECTIONS=0), so the page polls /events and reads `last_event`
@pytest.mark.parametrize("follow", ["stream", "polls"])
def test_the_table_goes_back_with_a_log_that_lost_events(browser: Any, redis: RedisServer,
                                                         tmp_path: Path, follow: str) -> None:
    env = {**SERVER_ENV, "REDIS_URL": redis.url}
    if follow == "polls":
        env["STREAM_MAX_CONNECTIONS"] = "0"
    with Served(tmp_path / "server.log", env) as api:
        context = browser.new_context(viewport={"width": 1000, "height": 900})
        page = context.new_page()
        page.set_default_timeout(20_000)
        player = Player(page, f"http://127.0.0.1:{api.port}")
        try:
            played_on_lost_timeline(player, redis.client(decode=False))
        finally:
            context.close()
    # with streams off the ticket's stream and the long-polls are refused (503
    # too_many_streams), which the browser logs; the page then polls without waiting
    refused = "the server responded with a status of 503"
    assert [e for e in player.errors if follow == "stream" or refused not in e] == [], \
        player.errors


def newest_event(player: Player, seat: dict[str, Any]) -> int:
    """The session's newest event as the API says (the log's first line shows it once the
    page has read it)."""
    request = urllib.request.Request(f"{player.base}/v1/sessions/{seat['id']}",
                                     headers={"Authorization": f"Bearer {seat['token']}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return int(json.load(answer)["last_event"])


def log_reaches(player: Player, seat: dict[str, Any]) -> int:
    """Wait until the page's log shows the session's newest event; its seq."""
    newest = newest_event(player, seat)
    expect(player.page.locator("[data-testid=log] > li").first).to_have_attribute(
        "value", str(newest))
    return newest


def played_on_lost_timeline(player: Player, client: Any) -> None:
    player.start("watten", "bavarian", seed=5)
    page = player.page
    seat = page.evaluate(f"JSON.parse(sessionStorage.getItem('{SEAT_KEY}'))")
    sid = seat["id"]
    before = player.version()
    newest = log_reaches(player, seat)
    kept = {k: (client.dump(k), client.pttl(k)) for k in client.keys(f"*{{{sid}}}*")}

    player.step()  # the player's move, then the bots' up to the player's next turn
    expect(page.locator("main")).not_to_have_attribute("data-version", str(before))
    assert log_reaches(player, seat) > newest

    for key in client.keys(f"*{{{sid}}}*"):  # Redis comes back without that move
        if key not in kept:
            client.delete(key)
    for key, (dumped, pttl) in kept.items():
        client.restore(key, pttl, dumped, replace=True)

    expect(page.locator("main")).to_have_attribute("data-version", str(before))
    expect(page.locator("[data-testid=log] > li").first).to_have_attribute(
        "value", str(newest))
    player.step()  # the same position again: the move is taken, its events shown
    expect(page.locator("main")).not_to_have_attribute("data-version", str(before))
    assert log_reaches(player, seat) > newest
