"""``/``: an HTML page for browsers, a JSON index for everyone else (issue 13, "A front
door"); both documented in the spec (the `client` fixture checks every answer)."""

from __future__ import annotations

from html.parser import HTMLParser

from engine.registry import all_games
from service.app import create_app

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.hrefs += [v for k, v in attrs if k == "href" and v]


def test_json_clients_and_clients_without_accept_get_the_json_index(client):
    for headers in ({"Accept": "application/json"}, {}, {"Accept": "*/*"}):
        r = client.get("/", headers=headers)
        assert r.status_code == 200 and r.mimetype == "application/json", headers
        body = r.get_json()
        assert body["name"] == "Stichwerk"
        assert body["games"] == [g.id for g in all_games()]
        assert body["links"]["docs"] == "/docs"
        assert body["links"]["openapi"] == "/openapi.json"
        assert body["links"]["clients"] == "clients/"
        assert r.headers["Vary"] == "Accept"


def test_a_browser_gets_an_html_page_linking_docs_spec_clients_and_quick_starts(client):
    r = client.get("/", headers={"Accept": BROWSER_ACCEPT})
    assert r.status_code == 200 and r.mimetype == "text/html"
    text = r.get_data(as_text=True)
    parser = Links()
    parser.feed(text)
    assert {"/docs", "/openapi.json", "/v1/games"} <= set(parser.hrefs)
    assert "<code>clients/</code> in the repository" in text
    assert "quick starts" in text and "Stichwerk" in text


def test_every_link_of_the_page_answers(client):
    parser = Links()
    parser.feed(client.get("/", headers={"Accept": BROWSER_ACCEPT}).get_data(as_text=True))
    for href in parser.hrefs:
        assert client.get(href).status_code == 200, href


def test_with_repository_url_the_page_links_the_clients_and_the_readme():
    app = create_app({"TESTING": True, "REPOSITORY_URL": "https://git.example.com/stichwerk"})
    c = app.test_client()
    links = c.get("/").get_json()["links"]
    assert links["clients"] == "https://git.example.com/stichwerk/tree/main/clients/"
    assert links["quick_starts"] == "https://git.example.com/stichwerk/blob/main/README.md"
    parser = Links()
    parser.feed(c.get("/", headers={"Accept": BROWSER_ACCEPT}).get_data(as_text=True))
    assert links["clients"] in parser.hrefs and links["quick_starts"] in parser.hrefs


def test_the_front_door_is_documented_with_both_media_types(client):
    spec = client.get("/openapi.json").get_json()
    answer = spec["paths"]["/"]["get"]["responses"]["200"]
    assert set(answer["content"]) == {"application/json", "text/html"}
    assert spec["paths"]["/"]["get"]["security"] == []
