"""Seats claimed by their own players: invitations, claims, re-invitations, leaving and
token rotation, as pure changes of a session doc (`SessionService` writes them with one
compare-and-set each, so two claims of one code can never both succeed).

* ``"seating": "invite"``: `create` hands the host one invitation code per human seat
  (``{seat, code, expires_at}``) instead of seat tokens. The doc keeps, per seat,
  ``{"h": sha256(code), "exp": epoch seconds, "claimed": bool, "old": [hashes]}``.
* **Claim** (`claim`): the code of that seat, not yet claimed, not expired → a fresh
  seat token (shown once); the code is spent. The claim's write appends the public
  ``seat_claimed {seat}`` event (`claim_log`), so everyone at the table learns the player
  arrived; until then the seat is ``waiting`` (`seat_infos`). A retry answered again
  appends nothing. A spent code: 409 ``invitation_claimed``;
  expired: 410 ``invitation_expired``; replaced by a re-invitation: 410
  ``invitation_revoked``; anything else: 403 ``invalid_invitation``.
* **Re-invite** (`reinvite`, host only): a seat that was never claimed gets a new code;
  the old one is revoked. No event: the seat still waits, and a code is the host's
  business.
* **Leave** (`leave`, the seat itself): the seat's token stops working and a bot takes
  the seat over (`LEAVE_LEVELS`: the strongest of heuristic/random the game has), so the
  match goes on; the leave is recorded as a ``seat_left`` event (the whole write, and
  the retry of a keyed leave: `service.sessions.leaving`).
* **Rotate** (`rotate`, the seat itself): a new token; the old one stops working.

**Retries.** A claim or a rotation whose answer was lost (a dropped connection, a store
timeout after which the write still landed) would lose the seat: the code is spent and the
old token dead, and only the answer held the new token. Sent with an ``Idempotency-Key``,
the new token is derived from the presented secret, the key and the session's
derivation key (`derived_token`; ``token_key``, made by the first keyed claim or rotation,
never shown), and the doc notes when the seat's token was issued (``issued``, epoch
seconds per seat). The same request again (the same code or old token, the same key)
within ``replay_seconds`` (``IDEMPOTENCY_TTL_SECONDS``) while that token is still the
seat's answers it again, and stores nothing: whoever sends it holds the secret and the
key that made the token. Without the derivation key the request alone does not make the
token, so whoever saw it can ask again within that window, never after it.
"""

from __future__ import annotations

import copy
import hmac
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from engine.game import Game
from service.errors import ApiError
from service.sessions.eventlog import EventLog
from service.sessions.tokens import (
    derived_token,
    new_code,
    new_derivation_key,
    new_token,
    token_hash,
)

Body = dict[str, Any]
LEAVE_LEVELS = ("heuristic", "random")  # who takes over a seat that leaves, best first
SEAT_LEFT_EVENT = "seat_left"
SEAT_CLAIMED_EVENT = "seat_claimed"
TOKEN_KEY = "token_key"  # the doc's derivation key of keyed claims and rotations


@dataclass(frozen=True)
class Issued:
    """A claim's or a rotation's outcome: the seat's token, and the doc to store (None: a
    retry answered again, nothing to store)."""

    doc: Body | None
    token: str


def _issue(doc: Body, seat: int, token: str, now: int,
           derivation_key: str | None = None) -> Body:
    """A copy of ``doc`` whose ``seat`` holds ``token`` (its hash), issued ``now`` (and
    the ``derivation_key`` it was derived with, if any)."""
    new = copy.deepcopy(doc)
    if derivation_key is not None:
        new[TOKEN_KEY] = derivation_key
    new["tokens"][seat] = token_hash(token)
    issued = new.setdefault("issued", [None] * len(new["seats"]))
    issued[seat] = now
    return new


def _new_token(doc: Body, secret: str, purpose: str, sid: str, seat: int,
               key: str | None) -> tuple[str, str | None]:
    """A seat's new token and the derivation key it was made with (None: a random
    token, no ``key``); the doc's key, or a new one for its first keyed token."""
    if key is None:
        return new_token(), None
    derivation_key = doc.get(TOKEN_KEY) or new_derivation_key()
    return derived_token(secret, purpose, sid, seat, key, derivation_key), derivation_key


def _retried(doc: Body, secret: str, purpose: str, sid: str, seat: int, key: str | None,
             now: int, replay_seconds: int) -> str | None:
    """The token a keyed claim or rotation with ``secret`` and ``key`` gave ``seat``, when
    it is still the seat's, issued less than ``replay_seconds`` ago; else None."""
    derivation_key = doc.get(TOKEN_KEY)
    if key is None or derivation_key is None:
        return None  # no keyed token was ever issued in this session
    token = derived_token(secret, purpose, sid, seat, key, derivation_key)
    return token if _still_issued(doc, seat, token, now, replay_seconds) else None


def _still_issued(doc: Body, seat: int, token: str, now: int, replay_seconds: int) -> bool:
    """``token`` is the seat's token, issued less than ``replay_seconds`` ago."""
    issued = (doc.get("issued") or [None] * len(doc["seats"]))[seat]
    stored = doc["tokens"][seat]
    return (issued is not None and now < issued + replay_seconds and stored is not None
            and hmac.compare_digest(stored, token_hash(token)))


def expires_at(epoch: int) -> str:
    """RFC 3339 UTC, to the second."""
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _invitation(seat: int, now: int, ttl: int, old: list[str]) -> tuple[Body, Body]:
    code = new_code()
    exp = now + ttl
    return ({"seat": seat, "code": code, "expires_at": expires_at(exp)},
            {"h": token_hash(code), "exp": exp, "claimed": False, "old": old})


def invitations(seats: list[Body], now: int, ttl: int
                ) -> tuple[list[Body], list[Body | None]]:
    """One invitation per human seat: ``([{seat, code, expires_at}], record per seat)``
    (None for a bot seat); the codes are shown once, only their hashes are stored."""
    shown: list[Body] = []
    records: list[Body | None] = []
    for i, seat in enumerate(seats):
        if seat["kind"] == "human":
            public, record = _invitation(i, now, ttl, [])
            shown.append(public)
            records.append(record)
        else:
            records.append(None)
    return shown, records


def _record(doc: Body, seat: int) -> Body | None:
    records = doc.get("invitations") or []
    return records[seat] if 0 <= seat < len(records) else None


def waiting(doc: Body, seat: int) -> bool:
    """A human seat whose invitation was not claimed yet (a bot, or a seat seated at
    creation, never waits)."""
    record = _record(doc, seat)
    return (record is not None and not record["claimed"]
            and doc["seats"][seat]["kind"] == "human")


def seat_infos(doc: Body) -> list[Body]:
    """The public ``seats`` of a session: ``{seat, kind, level, waiting}`` each."""
    return [{"seat": i, "kind": s["kind"], "level": s.get("level"),
             "waiting": waiting(doc, i)} for i, s in enumerate(doc["seats"])]


def claim_log(game: Game[Any, Any], doc: Body, seat: int) -> EventLog:
    """The ``seat_claimed`` entry a claim's write appends (at the unchanged game
    version, as ``seat_left``); ``doc``'s ``seq`` moves on to it. Only the seat: no code,
    no token."""
    log = EventLog(game, doc["seq"] + 1)
    log.add_plain(int(doc["state"]["version"]), {"type": SEAT_CLAIMED_EVENT, "seat": seat})
    doc["seq"] = log.last_seq
    return log


def check_seat(doc: Body, seat: int) -> None:
    if not 0 <= seat < len(doc["seats"]):
        raise ApiError(404, "seat_not_found", f"this table has no seat {seat}",
                       {"seat": f"0..{len(doc['seats']) - 1}"})


def claim(doc: Body, seat: int, code: str, now: int, sid: str = "",
          key: str | None = None, replay_seconds: int = 0) -> Issued:
    """``seat`` claimed by ``code``: the doc with the seat's new token, and the token.
    With an ``Idempotency-Key`` (``key``) the token is derived from the code and the key,
    and the same claim again answers it again (module docstring, "Retries")."""
    check_seat(doc, seat)
    record = _record(doc, seat)
    hashed = token_hash(code)
    if record is None:
        raise _invalid()
    if any(hmac.compare_digest(old, hashed) for old in record["old"]):
        raise ApiError(410, "invitation_revoked", "this invitation was replaced by a new "
                       "one; ask the host for the new code", {"code": "revoked"})
    if not hmac.compare_digest(record["h"], hashed):
        raise _invalid()
    if record["claimed"]:
        replay = _retried(doc, code, "claim", sid, seat, key, now, replay_seconds)
        if replay is not None:
            return Issued(None, replay)
        raise ApiError(409, "invitation_claimed", "this invitation has already been "
                       "claimed; its seat token was shown once, to whoever claimed it",
                       {"code": "already claimed"})
    if now >= record["exp"]:
        raise ApiError(410, "invitation_expired", "this invitation has expired; ask the "
                       "host for a new one", {"code": "expired"})
    token, derivation_key = _new_token(doc, code, "claim", sid, seat, key)
    new = _issue(doc, seat, token, now, derivation_key)
    new["invitations"][seat]["claimed"] = True
    return Issued(new, token)


def _invalid() -> ApiError:
    return ApiError(403, "invalid_invitation", "the code is not an invitation to this "
                    "seat of this session", {"code": "not an invitation to this seat"})


def reinvite(doc: Body, seat: int, now: int, ttl: int) -> tuple[Body, Body]:
    """The doc with a new invitation for an unclaimed seat (the old code revoked)."""
    check_seat(doc, seat)
    record = _record(doc, seat)
    if record is None or record["claimed"] or doc["tokens"][seat] is not None:
        raise ApiError(409, "seat_claimed", f"seat {seat} is not waiting for a player "
                       "(claimed, a bot's, or seated at creation): only a seat that was "
                       "never claimed can be invited again", {"seat": "not invitable"})
    public, new_record = _invitation(seat, now, ttl, [*record["old"], record["h"]])
    new = copy.deepcopy(doc)
    new["invitations"][seat] = new_record
    return new, public


def leave(doc: Body, seat: int, levels: list[str]) -> tuple[Body, Body]:
    """The doc with ``seat`` handed to a bot, and the ``seat_left`` event."""
    level = next(lv for lv in (*LEAVE_LEVELS, *levels) if lv in levels)
    new = copy.deepcopy(doc)
    new["tokens"][seat] = None
    new["seats"][seat] = {"kind": "bot", "level": level}
    return new, {"type": SEAT_LEFT_EVENT, "seat": seat, "level": level}


def rotate(doc: Body, seat: int, now: int, old_token: str = "", sid: str = "",
           key: str | None = None) -> Issued:
    """``seat``'s new token (the old one, ``old_token``, stops working): derived from the
    old token and ``key`` when an ``Idempotency-Key`` came with it."""
    token, derivation_key = _new_token(doc, old_token, "rotate", sid, seat, key)
    return Issued(_issue(doc, seat, token, now, derivation_key), token)


def rotation_retried(doc: Body, seat: int, old_token: str, sid: str, key: str | None,
                     now: int, replay_seconds: int) -> str | None:
    """The token a rotation with ``old_token`` and ``key`` gave ``seat``, when it is
    still the seat's and was issued less than ``replay_seconds`` ago (its answer is sent
    again); else None. Checked before the old token is refused as unknown."""
    if not 0 <= seat < len(doc["seats"]):
        return None
    return _retried(doc, old_token, "rotate", sid, seat, key, now, replay_seconds)
