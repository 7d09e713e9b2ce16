"""The Hearts bot kit and its parts: `knowledge` (what a view tells) → `sampler`
(worlds consistent with it) → `heuristic` (rules of thumb) → `rollout` (the expert's
playouts) → `kit` (the `BotKit`)."""
