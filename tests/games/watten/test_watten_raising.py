"""§5.1.3 raising and tense vectors WR01-WR11 and WR12 (after_declaration), 4 players."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.watten.helpers import load_vectors, run_scenario

SCENARIOS = load_vectors("watten_raising.json")["scenarios"]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_raising_vector(scenario: dict[str, Any]) -> None:
    run_scenario(scenario)
