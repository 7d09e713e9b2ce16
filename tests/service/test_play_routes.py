"""``/play`` and its files (service/playpage.py): the page's own files only, with its
Content-Security-Policy, conditional requests, and the one error shape for anything else."""

from __future__ import annotations

import pytest

from service.playpage import PLAY_STATIC


@pytest.mark.parametrize("path", ["/play", "/play/", "/play/index.html"])
def test_play_is_the_page(raw_client, path: str) -> None:
    answer = raw_client.get(path)
    assert answer.status_code == 200 and answer.mimetype == "text/html"
    assert answer.data == (PLAY_STATIC / "index.html").read_bytes()
    assert "script-src 'self'" in answer.headers["Content-Security-Policy"]


def test_an_asset_answers_304_to_its_etag(raw_client) -> None:
    first = raw_client.get("/play/play.js")
    assert first.status_code == 200 and "javascript" in first.mimetype
    again = raw_client.get("/play/play.js", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""


@pytest.mark.parametrize("path", ["/play/nope.js", "/play/../app.py", "/play/%2e%2e/app.py",
                                  "/play/..%2fconfig.py"])
def test_anything_else_is_a_json_404(raw_client, path: str) -> None:
    answer = raw_client.get(path)
    assert answer.status_code == 404
    assert answer.get_json()["code"] == "not_found"
