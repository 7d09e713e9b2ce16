"""Whist is served while a test module of this folder runs: the ONE line that adds a game
is the ``registered`` below (a plug-in would call `engine.registry.register` once)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.registry import registered
from tests.whist import GAME, Whist


@pytest.fixture(scope="module", autouse=True)
def whist() -> Iterator[Whist]:
    with registered(GAME):  # the one registry line
        yield GAME
