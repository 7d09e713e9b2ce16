"""CORS and live updates from a real page on another origin (issue 13): Debian's
headless Chromium (``make chromium``), driven by Playwright for Python (never
``playwright install``: the browser is the system's ``/usr/bin/chromium``).

A page is served from one port (``http://127.0.0.1:P``), ``make run``'s server
(deploy/serve.py) on another (``http://127.0.0.1:Q``, a different origin): once with
``CORS_ORIGINS`` naming the page's origin, once without it. The page's own JavaScript
makes the calls (``fetch``, ``EventSource``). And once through the deploy's nginx, whose
own error answers (a 429 here) a page on a listed origin must read too."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.chromium import chromium_browser
from tests.deploy.harness import Nginx, Served
from tests.service.redis_server import free_port

pytestmark = pytest.mark.slow

PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><title>other origin</title>
</head><body><p>A page on another origin.</p></body></html>"""

# The page's script: a session, a move twice with one Idempotency-Key, an error answer,
# and an EventSource opened with a stream ticket that must see the next move live.
SCRIPT = """
async (api) => {
  const out = {};
  try {
    const seats = [{kind: "human"}, {kind: "human"}, {kind: "human"}, {kind: "human"}];
    const created = await fetch(api + "/v1/sessions", {method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify({game: "watten", seats, seed: 11, dealer: 0})});
    out.create_status = created.status;
    out.location = created.headers.get("Location");
    const session = await created.json();
    const sid = session.id;
    const token = t => session.seat_tokens.find(x => x.seat === t).token;
    const post = (seat, move, key) => fetch(api + "/v1/sessions/" + sid + "/moves", {
      method: "POST", body: JSON.stringify({move}),
      headers: {"Content-Type": "application/json", "Authorization": "Bearer " + token(seat),
                "Idempotency-Key": key}});
    const first = await post(1, {seat: 1, type: "call_rank", rank: "K"}, "k-1");
    const again = await post(1, {seat: 1, type: "call_rank", rank: "K"}, "k-1");
    out.move_status = first.status;
    out.replayed = again.headers.get("Idempotent-Replayed");
    const missing = await fetch(api + "/v1/sessions/" + "A".repeat(22),
                                {headers: {"Authorization": "Bearer " + token(1)}});
    out.error = [missing.status, (await missing.json()).code];
    const ticket = await (await fetch(api + "/v1/sessions/" + sid + "/stream-tickets",
      {method: "POST", headers: {"Authorization": "Bearer " + token(0)}})).json();
    const last = (await first.json()).last_event;
    out.streamed = await new Promise((resolve) => {
      const got = [];
      const source = new EventSource(api + ticket.stream_url + "&after=" + last);
      const stop = () => { source.close(); resolve(got); };
      setTimeout(stop, 8000);
      source.onopen = () => post(0, {seat: 0, type: "call_suit", suit: "H"}, "k-2");
      source.onmessage = (e) => {
        got.push({id: e.lastEventId, event: JSON.parse(e.data)});
        stop();
      };
      source.onerror = () => { got.push({error: source.readyState}); stop(); };
    });
  } catch (e) {
    out.exception = String(e);
  }
  return out;
}
"""


class Page(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def page_origin() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", free_port()), Page)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1},
                              daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium_browser() as chromium:
        yield chromium


def run_page(browser: Any, origin: str, api: str) -> dict[str, Any]:
    return run_page_script(browser, origin, SCRIPT, api)


def run_page_script(browser: Any, origin: str, script: str, api: str) -> dict[str, Any]:
    """``script`` (a JavaScript function of ``api``) run by a page loaded from ``origin``."""
    page = browser.new_page()
    try:
        page.goto(origin + "/")
        assert page.evaluate("location.origin") == origin
        result: dict[str, Any] = page.evaluate(script, api)
        return result
    finally:
        page.close()


def test_a_page_on_a_listed_origin_calls_the_api_and_reads_its_headers_and_stream(
        tmp_path, browser, page_origin):
    with Served(tmp_path / "api.log", {"CORS_ORIGINS": page_origin}) as api:
        out = run_page(browser, page_origin, f"http://127.0.0.1:{api.port}")
    assert "exception" not in out, out
    assert out["create_status"] == 201 and out["location"].startswith("/v1/sessions/")
    assert out["move_status"] == 200 and out["replayed"] == "true"
    assert out["error"] == [404, "session_not_found"]
    assert len(out["streamed"]) == 1 and "error" not in out["streamed"][0], out["streamed"]
    live = out["streamed"][0]
    assert live["event"]["type"] == "trump_named" and live["id"] == str(live["event"]["seq"])


def test_without_cors_origins_the_browser_withholds_every_answer(
        tmp_path, browser, page_origin):
    with Served(tmp_path / "api.log") as api:
        out = run_page(browser, page_origin, f"http://127.0.0.1:{api.port}")
    assert "create_status" not in out
    assert "Failed to fetch" in out["exception"], out


def test_an_origin_that_is_not_listed_is_refused_like_no_cors(tmp_path, browser, page_origin):
    with Served(tmp_path / "api.log", {"CORS_ORIGINS": "https://app.example.com"}) as api:
        out = run_page(browser, page_origin, f"http://127.0.0.1:{api.port}")
    assert "create_status" not in out and "Failed to fetch" in out["exception"], out


# Through nginx: the same route until nginx refuses it (429), reading the refusal.
BACK_OFF = """
async (api) => {
  const out = {statuses: []};
  try {
    for (let i = 0; i < 8 && !out.refused; i++) {
      const answer = await fetch(api + "/v1/games", {cache: "no-store"});
      out.statuses.push(answer.status);
      const body = await answer.json();
      if (answer.status === 429) {
        out.refused = {body, retry_after: answer.headers.get("Retry-After")};
      }
    }
  } catch (e) {
    out.exception = String(e);
  }
  return out;
}
"""


def test_a_page_on_a_listed_origin_reads_nginx_s_429_and_its_retry_after(
        tmp_path, browser, page_origin):
    """nginx answers a 429 itself (NGINX_RATE_PER_CLIENT): the service, whose flask-cors
    would add the CORS headers, never sees it. Until session 42 it carried none, and the
    page's fetch failed ("Failed to fetch") on exactly the answer that says to back off.
    The 200s before it come from the service through nginx: readable, so nginx added no
    second Access-Control-Allow-Origin (a browser refuses an answer with two)."""
    cors = {"CORS_ORIGINS": page_origin}
    with Served(tmp_path / "api.log", cors) as api, \
            Nginx(tmp_path / "nginx", api.port, {**cors, "NGINX_RATE_PER_CLIENT": "1r/m",
                                                  "NGINX_BURST_PER_CLIENT": "1"}) as nginx:
        out = run_page_script(browser, page_origin, BACK_OFF, f"http://127.0.0.1:{nginx.port}")
    assert "exception" not in out, out
    assert out["statuses"][0] == 200 and out["statuses"][-1] == 429, out
    assert out["refused"]["body"]["code"] == "too_many_requests", out
    assert out["refused"]["body"]["status"] == 429 and out["refused"]["retry_after"] == "1"
