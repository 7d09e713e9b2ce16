"""schemathesis hooks of `make fuzz` (SCHEMATHESIS_HOOKS=tests.fuzz.hooks)."""

from __future__ import annotations

from typing import Any

import schemathesis

FUZZ_BUDGET_MS = 20  # a search per case is fine; 5 s per case is not a fuzz run
FUZZ_ITERATIONS = 50


@schemathesis.hook
def map_body(ctx: Any, body: Any) -> Any:
    """Keep /bot-moves searches short: the budget and rollout caps are the quotas'
    business (and tested there), not the fuzzer's."""
    if isinstance(body, dict) and ctx.operation.path.endswith("/bot-moves"):
        if isinstance(body.get("budget_ms"), int) and body["budget_ms"] > FUZZ_BUDGET_MS:
            body["budget_ms"] = FUZZ_BUDGET_MS
        if isinstance(body.get("iterations"), int) and body["iterations"] > FUZZ_ITERATIONS:
            body["iterations"] = FUZZ_ITERATIONS
    return body
