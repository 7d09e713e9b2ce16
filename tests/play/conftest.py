"""The /play page in Debian's chromium (``make chromium``), driven by Playwright with
``executable_path=/usr/bin/chromium`` (never ``playwright install``), against ``make run``'s
server started by the tests (tests/deploy/harness.py). Session-creation and bot-move rate
limits are off and the bots think 20 ms per move, so that a whole hand takes seconds.

Every page collects its console errors and page errors; a test fails on any of them.
Screenshots go to ``artifacts/play/`` (ignored by git)."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.chromium import chromium_browser
from tests.deploy.harness import REPO, Served

ARTIFACTS = REPO / "artifacts" / "play"
# what the pages may take on a loaded machine, for `expect` too (its own default is 5 s;
# each page's default timeout is set below)
expect.set_options(timeout=20_000)
# A stream a page left holds its slot until the next heartbeat finds it gone: the tests
# open many tables one after another, so the heartbeat is short here.
SERVER_ENV = {"RATE_LIMIT_SESSIONS": "off", "RATE_LIMIT_BOT_MOVES": "off",
              "SESSION_BOT_BUDGET_MS": "20", "SESSION_REQUEST_BOT_BUDGET_MS": "400",
              "STREAM_HEARTBEAT_SECONDS": "1"}
HAND_SECONDS = 60  # a whole hand against random bots takes a few seconds
MAX_ACTIONS = 120  # clicks in one hand: Watten < 20, Hearts < 20 with the pass


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("play") / "server.log"
    with Served(log, SERVER_ENV) as served:
        yield f"http://127.0.0.1:{served.port}"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium_browser() as chromium:
        yield chromium


def post_json(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        out: dict[str, Any] = json.load(answer)
        return out


class Player:
    """One page of /play, with the console errors it logged and the API calls it made."""

    def __init__(self, page: Any, base: str) -> None:
        self.page = page
        self.base = base
        self.errors: list[str] = []
        self.moves_posted = 0
        self.urls: list[str] = []
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("request", self._request)

    def _request(self, request: Any) -> None:
        self.urls.append(request.url)
        if request.method == "POST" and request.url.endswith("/moves"):
            self.moves_posted += 1

    def ready(self) -> None:
        self.page.wait_for_selector("main[data-state=ready]", timeout=20_000)

    def open_lobby(self) -> None:
        self.page.goto(self.base + "/play")
        self.page.wait_for_selector("[data-testid=start]")

    def start(self, game: str, preset: str, seed: int | None = None,
              options: dict[str, str] | None = None) -> None:
        self.open_lobby()
        self.start_here(game, preset, seed, options)

    def start_here(self, game: str, preset: str, seed: int | None = None,
                   options: dict[str, str] | None = None) -> None:
        """Start a match from the lobby the page shows now, every seat a random bot but
        yours; ``options``: lobby fields by their ``data-option`` name → the value to
        choose (a select) or type."""
        page = self.page
        page.select_option("[data-testid=game]", game)
        page.wait_for_selector(f"form.lobby[data-game={game}]")
        page.select_option("[data-testid=preset]", preset)
        if options:
            page.click("form.lobby summary")  # the options are folded away
        for name, value in (options or {}).items():
            field = f"[data-option={name}]"
            if page.eval_on_selector(field, "element => element.tagName") == "SELECT":
                page.select_option(field, value)
            else:
                page.fill(field, value)
        seats = page.locator("select[data-seat]")
        for i in range(seats.count()):
            seats.nth(i).select_option("random")
        if seed is not None:
            page.fill("[data-testid=seed]", str(seed))
        page.click("[data-testid=start]")
        self.ready()

    def version(self) -> int:
        return int(self.page.get_attribute("main", "data-version") or "-1")

    def hand_result_version(self) -> str | None:
        value: str | None = self.page.get_attribute("[data-testid=hand-result]",
                                                    "data-version")
        return value

    def enabled_cards(self) -> list[str]:
        return [b.get_attribute("data-card") for b in
                self.page.query_selector_all("button[data-card]:not([disabled])")]

    def step(self, choose_card: Any = None, choose_pass: Any = None) -> None:
        """One action through enabled buttons only: a Hearts pass (select, confirm), else
        an enabled card, else the first enabled decision."""
        page = self.page
        self.ready()
        confirm = page.query_selector("button[data-move=pass]")
        cards = self.enabled_cards()
        if confirm is not None:
            count = int(page.inner_text("button[data-move=pass]").split()[1])
            for card in (choose_pass or (lambda cs, n: cs[:n]))(cards, count):
                page.click(f"button[data-card='{card}']")
            assert page.is_enabled("button[data-move=pass]")
            page.click("button[data-move=pass]")
            return
        if cards:
            card = (choose_card or (lambda cs: cs[0]))(cards)
            page.click(f"button[data-card='{card}']")
            return
        decisions = page.locator("button[data-move]:not([disabled])")
        assert decisions.count(), "nothing to do: " + page.inner_text("[data-testid=status]")
        decisions.first.click()  # a locator: found again if the table is redrawn meanwhile

    def play_hand(self, name: str, before_step: Any = None, **choices: Any) -> str:
        """Play until a hand has ended (a new `hand-result`); screenshots on the way.
        ``before_step`` (if given) is called with the player before each action."""
        before = self.hand_result_version()
        deadline = time.monotonic() + HAND_SECONDS
        for action in range(MAX_ACTIONS):
            self.ready()
            if self.hand_result_version() != before:
                break
            assert time.monotonic() < deadline, f"{name}: the hand did not end in time"
            if action == 3:
                self.shot(f"{name}-mid-hand")
            if before_step is not None:
                before_step(self)
            self.step(**choices)
        else:
            pytest.fail(f"{name}: no hand end after {MAX_ACTIONS} actions")
        self.shot(f"{name}-hand-over")
        result = self.page.inner_text("[data-testid=hand-result]")
        assert "won the hand" in result
        return result

    def shot(self, name: str) -> None:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


@pytest.fixture()
def player(browser: Any, server: str) -> Iterator[Player]:
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.set_default_timeout(20_000)
    p = Player(page, server)
    yield p
    context.close()
    assert p.errors == [], p.errors
