"""Views (§1.6 visibility; conventions: every response to a seat passes through `view`):
a seat sees its own hand only, never another seat's cards or the seed; a spectator sees
no hand."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.watten.helpers import (
    assert_view_hides_other_hands,
    iter_scenario,
    load_vectors,
)

SCENARIOS = (load_vectors("watten_hands.json")["scenarios"]
             + load_vectors("watten_raising.json")["scenarios"])


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_views_of_every_vector_state(scenario: dict[str, Any]) -> None:
    for state in iter_scenario(scenario):
        assert_view_hides_other_hands(state)
