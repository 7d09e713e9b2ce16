"""An app whose WSGI lane (service/fastlane.py) records every request it hands to Flask:
the tests of both lanes show which requests the lane answers itself."""

from __future__ import annotations

from typing import Any

from flask import Flask

from service.app import create_app
from service.fastlane import FastLane


def app_with_flask_spy() -> tuple[Flask, list[str]]:
    """A fresh test app and the list of the paths that entered Flask behind its lane."""
    app = create_app({"TESTING": True})
    lane = app.wsgi_app
    assert isinstance(lane, FastLane)
    entered: list[str] = []
    inner = lane.wsgi_app

    def spy(environ: dict[str, Any], start_response: Any) -> Any:
        entered.append(environ["PATH_INFO"])
        return inner(environ, start_response)

    lane.wsgi_app = spy
    return app, entered
