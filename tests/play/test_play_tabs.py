"""Two tabs of one browser (two pages of one Playwright context: one localStorage, one
BroadcastChannel). They read the one seat the page kept in localStorage and played it as
one player: both followed the match and could both send moves, and when one left, the other
broke on the token that stopped working. One tab at a time plays a match now: the tab that
opens it last plays it, and another tab that showed it says so and can take it back; a
leave in one tab sends the other to the lobby, saying why; each tab resumes its own match
after a reload."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.play.conftest import Player

pytestmark = pytest.mark.slow


@pytest.fixture()
def tabs(browser: Any, server: str) -> Iterator[tuple[Player, Player]]:
    """Two tabs of one browser; each fails the test on a console or page error."""
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    players = []
    for _ in range(2):
        page = context.new_page()
        page.set_default_timeout(20_000)
        players.append(Player(page, server))
    yield players[0], players[1]
    context.close()
    for p in players:
        assert p.errors == [], p.errors


ACTIONS = "button[data-card]:not([disabled]), button[data-move]:not([disabled])"


def title(player: Player) -> str:
    return player.page.inner_text("header h1")


def test_a_second_tab_takes_the_match_and_the_first_says_so(
        tabs: tuple[Player, Player]) -> None:
    first, second = tabs
    first.start("watten", "bavarian", seed=3)
    version = first.version()
    second.page.goto(second.base + "/play")  # the browser's match, opened in a new tab
    second.ready()
    assert second.version() == version and second.page.locator(ACTIONS).count()
    notice = first.page.locator("[data-testid=elsewhere]")
    expect(notice).to_contain_text("open in another tab")
    first.shot("two-tabs-played-elsewhere")
    assert first.page.locator("button[data-card], button[data-move]").count() == 0
    posted = first.moves_posted
    second.step()  # the second tab plays; the first one shows and sends nothing
    second.page.wait_for_selector(f"main[data-state=ready]:not([data-version='{version}'])")
    assert first.moves_posted == posted and first.page.locator("button[data-card]").count() == 0

    first.page.click("[data-testid=play-here]")  # the first tab takes the match back
    first.ready()
    assert first.version() == second.version()
    expect(second.page.locator("[data-testid=elsewhere]")).to_be_visible()
    assert second.page.locator("button[data-card], button[data-move]").count() == 0
    first.step()  # and plays on
    first.ready()


def test_leaving_in_one_tab_sends_the_other_to_the_lobby_saying_so(
        tabs: tuple[Player, Player]) -> None:
    first, second = tabs
    first.start("hearts", "standard", seed=4)
    second.page.goto(second.base + "/play")
    second.ready()
    expect(first.page.locator("[data-testid=elsewhere]")).to_be_visible()
    second.page.once("dialog", lambda dialog: dialog.accept())
    second.page.click("#leave")
    second.page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    first.page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    expect(first.page.locator("p.message")).to_have_text("You left this match in another tab.")
    for tab in tabs:  # nothing kept: a reload opens the lobby
        assert tab.page.evaluate("[localStorage.getItem('stichwerk.play.seat'),"
                                 " sessionStorage.getItem('stichwerk.play.seat')]") == [None, None]
    first.page.reload()
    first.page.wait_for_selector("main[data-state=lobby] [data-testid=start]")


def test_each_tab_plays_and_resumes_its_own_match(tabs: tuple[Player, Player]) -> None:
    """The first tab, whose match the second took, starts another one: each tab plays its
    own, and a reload of each resumes its own (the second tab's match is no longer the
    browser's last one)."""
    first, second = tabs
    first.start("watten", "bavarian", seed=3)
    second.page.goto(second.base + "/play")
    second.ready()
    first.page.click("[data-testid=new-match]")
    first.page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    first.start_here("hearts", "standard", seed=4)
    assert (title(first), title(second)) == ("Hearts", "Watten")
    for tab in tabs:
        tab.page.reload()
        tab.ready()
    assert (title(first), title(second)) == ("Hearts", "Watten")
    assert first.page.locator("[data-testid=elsewhere]").count() == 0
    assert second.page.locator("[data-testid=elsewhere]").count() == 0
    second.step()  # each plays its own match
    first.step()
    first.ready()
    second.ready()
