"""The arena command: duplicate deals, per-configuration means with 95% intervals."""

from __future__ import annotations

import json

from bench.arena import main, parse_config, rotations


def test_rotations_cover_every_seat():
    e, r = parse_config("expert:iters=5"), parse_config("random")
    assert len(rotations([e, r, r, r])) == 4
    assert len(rotations([e, r, e, r])) == 2  # partnerships: the sides swap cards
    assert parse_config("expert:iters=5:budget=50").budget_ms == 50


def test_hearts_hands(tmp_path, capsys):
    out = tmp_path / "hearts.json"
    assert main(["--game", "hearts", "--deals", "2", "--configs", "heuristic,random",
                 "--processes", "1", "--no-progress", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["unit"] == "hand" and data["hands"] == 2 * 2
    for c in data["configs"].values():
        assert c["ci95_low"] <= c["mean"] <= c["ci95_high"] and c["decisions"] > 0
    assert "paired difference" in capsys.readouterr().out


def test_partnership_matches(tmp_path):
    out = tmp_path / "watten.json"
    assert main(["--game", "watten", "--deals", "2", "--configs", "heuristic,random",
                 "--processes", "1", "--no-progress", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    rates = {k: v["mean"] for k, v in data["configs"].items()}
    assert data["unit"] == "match" and abs(sum(rates.values()) - 1.0) < 1e-9
