"""What the server refuses for the player's address is said in words on the page: one
more match past MAX_SESSIONS_PER_CLIENT (429 `too_many_sessions`) and a start past the
rate limit (429 `rate_limited`). Each was shown as the API's message with its status and
code ("429 too_many_sessions: ..."), as a generic failure would be."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.deploy.harness import Served
from tests.play.conftest import SERVER_ENV, Player, post_json

pytestmark = pytest.mark.slow

BODY = {"game": "watten", "preset": "bavarian",
        "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}


@contextmanager
def page_on(browser: Any, log: Path, env: dict[str, str]) -> Iterator[Player]:
    """A page of its own browser context on a server of its own, started with `env`."""
    with Served(log, {**SERVER_ENV, **env}) as api:
        context = browser.new_context(viewport={"width": 1000, "height": 900})
        page = context.new_page()
        page.set_default_timeout(20_000)
        try:
            yield Player(page, f"http://127.0.0.1:{api.port}")
        finally:
            context.close()


def refused_start(player: Player) -> str:
    """Start a match that the server refuses: the message the lobby shows."""
    player.open_lobby()
    with player.page.expect_response(lambda r: r.url.endswith("/v1/sessions")) as answer:
        player.page.click("[data-testid=start]")
    assert answer.value.status == 429
    message = player.page.locator("p.message")
    expect(message).to_be_visible()
    expect(player.page.locator("[data-testid=start]")).to_be_enabled()  # try again later
    # the 429 is logged by the browser as a console error: it is this test's point
    assert all("429" in e for e in player.errors), player.errors
    return message.inner_text()


def test_too_many_live_matches_for_the_address_is_said(browser, tmp_path) -> None:
    with page_on(browser, tmp_path / "api.log", {"MAX_SESSIONS_PER_CLIENT": "1"}) as player:
        post_json(player.base, "/v1/sessions", BODY)  # the address's one live session
        text = refused_start(player)
    assert text.startswith("The server keeps no more matches for your address"), text
    assert "Leave a match you no longer play, or try again in about " in text, text
    assert "429" not in text and "too_many_sessions" not in text, text


def test_a_start_past_the_rate_limit_is_said(browser, tmp_path) -> None:
    with page_on(browser, tmp_path / "api.log", {"RATE_LIMIT_SESSIONS": "1/minute"}) as player:
        post_json(player.base, "/v1/sessions", BODY)  # this minute's one create
        text = refused_start(player)
    assert text.startswith("Too many requests from your address just now: try again in "), text
    assert "seconds" in text and "429" not in text and "rate_limited" not in text, text
