"""Two players at one table through the page alone: the lobby invites a player to a seat
(`seating: "invite"`), the table shows that seat's link, and the other player's browser
claims the seat by opening it (`POST …/seats/{seat}/claim`)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.play.conftest import HAND_SECONDS, MAX_ACTIONS, Player

pytestmark = pytest.mark.slow

NARROW = {"width": 360, "height": 740}


@pytest.fixture()
def two(browser: Any, server: str) -> Iterator[tuple[Player, Player]]:
    """Two players, each in a browser of their own (a context: its own storage)."""
    contexts = [browser.new_context(viewport=NARROW) for _ in range(2)]
    players = []
    for context in contexts:
        page = context.new_page()
        page.set_default_timeout(20_000)
        players.append(Player(page, server))
    yield players[0], players[1]
    for context in contexts:
        context.close()
    for p in players:
        assert p.errors == [], p.errors


def acts(player: Player) -> bool:
    """One action of this player when it is their turn (False: nothing to do now). Only
    then: a raise may be sent out of turn, and one racing the other player's card is a
    409 (said on the page, and a console error)."""
    page = player.page
    if page.get_attribute("main", "data-state") != "ready":
        return False
    if not page.inner_text("[data-testid=status]").startswith("Your turn"):
        return False
    if not (player.enabled_cards() or page.locator("button[data-move]:not([disabled])").count()):
        return False
    player.step()
    return True


def test_two_players_sit_at_one_table_through_an_invitation_link(
        two: tuple[Player, Player]) -> None:
    """The lobby offered bots only: a second human seat was possible through the API
    alone. Seat 1 is now "a player (invite by link)"; the host's table shows the link,
    the other player opens it in their browser and plays seat 1 (the host's table then
    says "joined" for it instead of the link), and a second use of the link is refused in
    words."""
    host, guest = two
    host.open_lobby()
    page = host.page
    page.select_option("[data-testid=game]", "watten")
    page.wait_for_selector("form.lobby[data-game=watten]")
    page.select_option("[data-testid=preset]", "bavarian")
    page.select_option("select[data-seat='1']", "invite")
    page.select_option("select[data-seat='2']", "random")
    page.select_option("select[data-seat='3']", "random")
    page.fill("[data-testid=seed]", "7")
    page.click("[data-testid=start]")
    host.ready()
    link = page.get_attribute("[data-testid=invite-1]", "href") or ""
    assert "#join=" in link
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
    host.shot("invite-host")

    guest.page.goto(link)
    guest.ready()
    assert "#join" not in guest.page.url  # the code leaves the address bar at once
    assert guest.page.locator("[data-testid=invite-1]").count() == 0  # the host's only
    # The host sees the guest arrive (`seat_claimed` in the host's stream, the seat no
    # longer `waiting`): "joined" instead of the used link, and a line in the log.
    expect(page.locator("[data-testid=invite-1]")).to_have_text("joined")
    assert page.locator("a[data-testid=invite-1]").count() == 0
    expect(page.locator("[data-testid=log]")).to_contain_text("Seat 1 took their seat")
    expect(guest.page.locator("[data-testid=scores]")).to_contain_text("Your side")
    before = host.hand_result_version()
    deadline = time.monotonic() + HAND_SECONDS
    for _ in range(MAX_ACTIONS):
        if host.hand_result_version() != before:
            break
        assert time.monotonic() < deadline, "the hand did not end in time"
        if not (acts(guest) or acts(host)):
            page.wait_for_timeout(100)  # the other page's move, or the bots', on its way
    else:
        pytest.fail("no hand end")
    guest.ready()
    assert guest.hand_result_version() == host.hand_result_version()
    assert host.moves_posted and guest.moves_posted  # both played

    third = guest.page.context.new_page()  # the link again: its seat is taken
    third.goto(link)
    expect(third.locator("p.message")).to_have_text(
        "This invitation has been used: its seat is taken.")
    third.close()


def test_the_hosts_table_says_when_an_invited_player_has_left(
        two: tuple[Player, Player]) -> None:
    """An invited player who claimed their seat and then left it (a bot plays it from
    then on) was still shown as "joined" on the host's table."""
    host, guest = two
    host.open_lobby()
    page = host.page
    page.select_option("[data-testid=game]", "hearts")
    page.wait_for_selector("form.lobby[data-game=hearts]")
    page.select_option("select[data-seat='1']", "invite")
    page.fill("[data-testid=seed]", "11")
    page.click("[data-testid=start]")
    host.ready()
    link = page.get_attribute("[data-testid=invite-1]", "href") or ""
    guest.page.goto(link)
    guest.ready()
    expect(page.locator("[data-testid=invite-1]")).to_have_text("joined")

    guest.page.once("dialog", lambda dialog: dialog.accept())
    guest.page.click("#leave")
    guest.page.wait_for_selector("main[data-state=lobby] [data-testid=start]")
    expect(page.locator("[data-testid=log]")).to_contain_text("Seat 1 left the table")
    expect(page.locator("[data-testid=invite-1]")).to_have_text("left: a bot plays it")
    assert page.locator("a[data-testid=invite-1]").count() == 0
