"""Fair seeds: a session says whether its deals were chosen, and proves that they were not.

* A session created with a ``seed`` is **seeded**: whoever chose the seed can compute
  every hand. Every read says so (``seeded: true``) and so does its first event
  (``session_started``); its seed is never revealed (the creator may use it elsewhere).
* A session created without one draws a secret match seed (`engine.dealing.new_seed`, the
  same 0…2^53 range as any seed) and a 128-bit random salt, and publishes the commitment
  ``sha256(f"{salt}:{seed}")`` (hex) in every read and in ``session_started``. Every
  deal and every bot's random choice comes from that seed, exactly as in a seeded session
  (`service.sessions.autoplay`). When the match is over, seed and salt are revealed
  (``seed_reveal`` in the reads and a final ``seed_revealed`` event), so that every
  player can check the commitment and recompute the deals (README, "Fair seeds").
  The salt makes the commitment unsearchable: without it, the 2^53 seeds could be tried.

The seed is stored in the session doc (the server must deal from it) and nowhere else:
not in a view, an event before the end, an error or a log line.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping
from typing import Any

from engine.dealing import new_seed
from engine.results import Stage
from service.sessions.eventlog import EventLog

Body = dict[str, Any]
REVEAL_EVENT = "seed_revealed"


def commitment(seed: int, salt: str) -> str:
    """The published commitment to a seed: SHA-256 of ``"<salt>:<seed>"``, hex."""
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def seed_fields(seed: int | None) -> Body:
    """The doc fields of a new session: the client's seed (seeded), or a secret seed
    with its salt and commitment."""
    if seed is not None:
        return {"seed": seed, "seeded": True, "salt": None, "commitment": None,
                "revealed": False}
    secret = new_seed()
    salt = secrets.token_hex(16)
    return {"seed": secret, "seeded": False, "salt": salt,
            "commitment": commitment(secret, salt), "revealed": False}


def is_seeded(doc: Mapping[str, Any]) -> bool:
    # Docs written before fair seeds: seeded exactly when they carry a seed.
    return bool(doc.get("seeded", doc.get("seed") is not None))


def public(doc: Mapping[str, Any], finished: bool) -> Body:
    """What every read shows: ``seeded``, ``seed_commitment`` and, once the match is
    over, ``seed_reveal`` (null before, and always null for a seeded session)."""
    seeded = is_seeded(doc)
    reveal = None
    if finished and not seeded and doc.get("salt") is not None:
        reveal = {"seed": doc["seed"], "salt": doc["salt"]}
    return {"seeded": seeded, "seed_commitment": doc.get("commitment"),
            "seed_reveal": reveal}


def started_fields(doc: Mapping[str, Any]) -> Body:
    """The fields ``session_started`` carries about the seed."""
    return {"seeded": is_seeded(doc), "seed_commitment": doc.get("commitment")}


def reveal_event(doc: Mapping[str, Any]) -> Body | None:
    """The final ``seed_revealed`` event, once per unseeded session (None otherwise);
    `reveal_if_over` appends it when the match is over and sets ``doc["revealed"]``."""
    if is_seeded(doc) or doc.get("revealed") or doc.get("salt") is None:
        return None
    return {"type": REVEAL_EVENT, "seed": doc["seed"], "salt": doc["salt"],
            "seed_commitment": doc["commitment"]}


def reveal_if_over(game: Any, state: Any, doc: Body, log: EventLog) -> None:
    """Append the final ``seed_revealed`` event to ``log`` when the match has just ended
    (an unseeded session), and mark ``doc`` revealed."""
    if game.stage(state) is not Stage.MATCH_OVER:
        return
    event = reveal_event(doc)
    if event is not None:
        log.add_plain(game.version(state), event)
        doc["revealed"] = True
