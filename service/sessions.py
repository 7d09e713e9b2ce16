"""Sessions: server-held matches. The logic, without Flask.

A client outsources a whole match: `create` it with human and bot seats, post moves with
a seat token, read its seat's view, follow the event log. Everything is stored through a
`service.store.SessionStore` (in-process or Redis), so any worker of any machine can
answer any request.

* **Tokens.** `create` returns one random secret per human seat and one spectator token
  (``stw_`` + 43 URL-safe characters, 256 random bits), shown once. The store keeps only
  their SHA-256 (a fast hash is enough for 256-bit random secrets); a presented token is
  hashed and compared with every stored hash with `hmac.compare_digest`. Tokens never
  appear in logs or errors. Session ids are 128 random bits (22 URL-safe characters).
* **Moves.** One compare-and-set per accepted move: load (version V), check and apply the
  move, let the bots play until a human must act, deal finished hands with the server's
  RNG, then write state + events + idempotency record only if the version is still V. On a
  conflict the move is evaluated again on the new state (at most `MAX_ATTEMPTS` times),
  unless the client sent ``expected_version``, which is then stale: 409.
* **Idempotency.** With an ``Idempotency-Key`` header the first answer (legal or not) is
  stored with the write, per seat; a retry with the same key and body gets it again,
  marked ``Idempotent-Replayed: true``; the same key with another body is a 422.
* **Events.** Every write appends the engine's events, numbered by ``seq`` (from 1), with
  the ``version`` they led to. At write time each event records which of its cards each
  viewer may not see: a card is shown to a viewer only if the game's `view` for that
  viewer shows it before or after the move (own hand, played cards, face-up cards, a
  visible partner hand ...). Anything else (another seat's hand, passed cards, cut
  cards, a penalised card still in a hand) is replaced by ``null`` for that viewer, so
  redaction goes through the game's one view function.
* **Dealing.** Clients never post ``deal``: after ``hand_over`` the session deals the next
  hand itself, with a fresh seed from `secrets` (or derived from the session's ``seed``
  when the creator asked for a reproducible session). At ``match_over`` the session is
  ``finished``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import re
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.dealing import rng_for
from engine.errors import IllegalMove, MalformedInput
from engine.game import Game
from engine.moves import Move
from engine.registry import get_game
from service.bots import BOT_LEVELS, available_levels
from service.errors import ApiError
from service.store import CasStatus, SessionStore

AnyGame = Game[Any, Any]
Body = dict[str, Any]

TOKEN_PREFIX = "stw_"
SESSION_ID_RE = re.compile(r"[A-Za-z0-9_-]{22}")
TOKEN_RE = re.compile(r"stw_[A-Za-z0-9_-]{43}")
IDEMPOTENCY_KEY_RE = re.compile(r"[\x21-\x7e]{1,255}")  # visible ASCII
SPECTATOR = "s"  # viewer key of the spectator in event redaction maps
MAX_ATTEMPTS = 16  # compare-and-set attempts of one move before 409 concurrent_update
MAX_AUTO_MOVES = 5_000  # bot moves and deals after one human move (a safety net)
STATE_CACHE_SIZE = 512  # decoded states per process, by (session id, version)


def new_session_id() -> str:
    return secrets.token_urlsafe(16)


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Reply:
    """An HTTP-free answer: status, JSON body, extra headers."""

    body: Body | None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)


# ----- errors -------------------------------------------------------------------------------

WWW_AUTHENTICATE = 'Bearer realm="stichwerk"'


def _unauthorized(code: str, message: str) -> ApiError:
    error = "invalid_request" if code == "missing_token" else "invalid_token"
    return ApiError(401, code, message, {"Authorization": message},
                    {"WWW-Authenticate": f'{WWW_AUTHENTICATE}, error="{error}"'})


def _not_found(sid: str) -> ApiError:
    return ApiError(404, "session_not_found", "no such session (it may have ended or "
                    "expired)", {"session_id": "unknown, ended or expired"})


def parse_bearer(authorization: str | None) -> str:
    """The token hash of an ``Authorization: Bearer <token>`` header (401 otherwise)."""
    if not authorization or not authorization.strip():
        raise _unauthorized("missing_token", "send the seat or spectator token as "
                            "'Authorization: Bearer <token>'")
    scheme, _, token = authorization.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not TOKEN_RE.fullmatch(token):
        raise _unauthorized("invalid_token", "the Authorization header must be "
                            "'Bearer <token>' with a token of this service")
    return token_hash(token)


# ----- event redaction ------------------------------------------------------------------------

_QUOTED_CODE = re.compile(r'"([0-9A-Z]{2})"')


def card_strings(value: Any, codes: frozenset[str]) -> set[str]:
    """Every string in a JSON value that is a card code of the deck (card codes are two
    characters ``[0-9A-Z]``; serialising and scanning is faster than walking)."""
    return set(_QUOTED_CODE.findall(json.dumps(value))) & codes


def scrub(value: Any, hidden: frozenset[str] | set[str]) -> Any:
    """``value`` with every hidden card code replaced by None."""
    if isinstance(value, str):
        return None if value in hidden else value
    if isinstance(value, dict):
        return {k: scrub(v, hidden) for k, v in value.items()}
    if isinstance(value, list):
        return [scrub(v, hidden) for v in value]
    return value


def viewer_key(seat: int | None) -> str:
    return SPECTATOR if seat is None else str(seat)


def redact(entry: Mapping[str, Any], seat: int | None) -> Body:
    """A stored event entry as ``seat`` (None: spectator) may see it."""
    event = entry["e"]
    hidden = entry.get("h", {}).get(viewer_key(seat))
    if hidden:
        event = scrub(event, frozenset(hidden))
    out: Body = {"seq": entry["q"], "version": entry["v"]}
    out.update((k, v) for k, v in event.items() if k not in out)
    return out


class _Visibility:
    """Which card codes each viewer's view shows in one state (computed on demand)."""

    def __init__(self, game: AnyGame, state: Any, codes: frozenset[str]) -> None:
        self.game, self.state, self.codes = game, state, codes
        self._cache: dict[int | None, set[str]] = {}

    def visible(self, seat: int | None) -> set[str]:
        found = self._cache.get(seat)
        if found is None:
            found = card_strings(self.game.view(self.state, seat), self.codes)
            self._cache[seat] = found
        return found


class EventLog:
    """The entries one write appends, with their redaction maps."""

    def __init__(self, game: AnyGame, state: Any, next_seq: int) -> None:
        self.game = game
        self.players = game.num_players(state)
        self.codes = frozenset(c.code for c in game.deck(game.state_options(state)))
        self.before = _Visibility(game, state, self.codes)
        self.next_seq = next_seq
        self.entries: list[Body] = []

    def viewers(self) -> list[int | None]:
        return [*range(self.players), None]

    def hidden(self, value: Any, after: _Visibility) -> dict[str, list[str]]:
        """Viewer key → the card codes in ``value`` that viewer may not see."""
        cards = card_strings(value, self.codes)
        if cards:  # public cards (the spectator's view shows them) are seen by everyone
            cards -= after.visible(None)
        if not cards:
            return {}
        out: dict[str, list[str]] = {}
        for seat in self.viewers():
            hide = cards - after.visible(seat)
            if hide:
                hide -= self.before.visible(seat)
            if hide:
                out[viewer_key(seat)] = sorted(hide)
        return out

    def add(self, state_after: Any, version: int, events: Sequence[Body]) -> _Visibility:
        after = _Visibility(self.game, state_after, self.codes)
        for event in events:
            entry: Body = {"q": self.next_seq, "v": version, "e": event}
            hide = self.hidden(event, after)
            if hide:
                entry["h"] = hide
            self.entries.append(entry)
            self.next_seq += 1
        self.before = after
        return after

    def add_plain(self, version: int, event: Body) -> None:
        """A service event without cards (``session_started``)."""
        self.entries.append({"q": self.next_seq, "v": version, "e": event})
        self.next_seq += 1


# ----- the service --------------------------------------------------------------------------

def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _phase(game: AnyGame, state: Any) -> str:
    phase = getattr(state, "phase", None)
    if isinstance(phase, str):
        return phase
    return str(game.encode(state)["phase"])


def _status(phase: str) -> str:
    return "finished" if phase == "match_over" else "active"


def _seat_infos(seats: Sequence[Mapping[str, Any]]) -> list[Body]:
    return [{"seat": i, "kind": s["kind"], "level": s.get("level")}
            for i, s in enumerate(seats)]


def _legal_moves(game: AnyGame, state: Any, seat: int | None) -> list[Body]:
    """The seat's legal moves in a session: never a ``deal`` (sessions deal themselves)."""
    if seat is None or _phase(game, state) == "match_over":
        return []
    return [m for m in game.legal_moves_json(state, seat) if m.get("type") != "deal"]


@dataclass
class _Loaded:
    sid: str
    version: int
    events: int
    doc: Body
    seat: int | None
    game: AnyGame


class SessionService:
    """Create, read, move, follow and end sessions on a store."""

    def __init__(self, store: SessionStore, bot_budget_ms: int = 200) -> None:
        self.store = store
        self.bot_budget_ms = bot_budget_ms
        # (session id, version) → decoded state. A version of a session is immutable, so
        # a cached state is never stale; states are never mutated (`Game.apply` copies).
        # Saves the strict decode (≈0.1-0.5 ms) on the reads that follow a move.
        self._states: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._states_lock = threading.Lock()

    def _state(self, game: AnyGame, sid: str, version: int, data: Any) -> Any:
        key = (sid, version)
        with self._states_lock:
            state = self._states.get(key)
            if state is not None:
                self._states.move_to_end(key)
                return state
        state = game.decode(data)
        self._cache_state(sid, version, state)
        return state

    def _cache_state(self, sid: str, version: int, state: Any) -> None:
        with self._states_lock:
            self._states[(sid, version)] = state
            while len(self._states) > STATE_CACHE_SIZE:
                self._states.popitem(last=False)

    def close(self) -> None:
        self.store.close()

    def ready(self) -> Body:
        self.store.ping()
        return {"status": "ok", "store": self.store.kind}

    # ----- helpers -----------------------------------------------------------------------
    @staticmethod
    def _check_id(sid: str) -> None:
        if not SESSION_ID_RE.fullmatch(sid):
            raise _not_found(sid)

    @staticmethod
    def _seat_of(doc: Mapping[str, Any], hashed: str) -> int | None:
        """The seat whose token hashes to ``hashed`` (None: the spectator); 401 if none.
        Every stored hash is compared, in constant time each."""
        found: int | None = -1
        for seat, stored in enumerate(doc["tokens"]):
            if stored is not None and hmac.compare_digest(stored, hashed):
                found = seat
        if hmac.compare_digest(doc["spectator"], hashed):
            found = None
        if found == -1:
            raise _unauthorized("invalid_token", "the token is not a token of this session")
        return found

    def _load(self, sid: str, hashed: str) -> _Loaded:
        self._check_id(sid)
        snapshot, _ = self.store.load(sid)
        if snapshot is None:
            raise _not_found(sid)
        doc = json.loads(snapshot.doc)
        seat = self._seat_of(doc, hashed)
        return _Loaded(sid, snapshot.version, snapshot.events, doc, seat,
                       get_game(doc["game"]))

    def _bot_rng(self, doc: Mapping[str, Any], version: int, seat: int) -> random.Random:
        seed = doc.get("seed")
        if seed is None:
            return random.Random(secrets.randbits(64))
        return rng_for(seed, "session-bot", version, seat)

    def _deal_seed(self, doc: Mapping[str, Any], version: int) -> int:
        seed = doc.get("seed")
        if seed is None:
            return secrets.randbits(53)
        return rng_for(seed, "session-deal", version).getrandbits(53)

    def _bot_move(self, game: AnyGame, state: Any, seat: int, level: str,
                  rng: random.Random) -> Move:
        """The one call into `service.bots`."""
        bot = BOT_LEVELS.get(level)
        if bot is None:
            raise RuntimeError(f"bot level {level!r} of seat {seat} is not available")
        choice = bot(game, state, seat, rng, self.bot_budget_ms)
        if choice.move is None:
            raise RuntimeError(f"bot seat {seat} has no legal move")
        return choice.move

    def _advance(self, game: AnyGame, state: Any, doc: Mapping[str, Any],
                 log: EventLog) -> Any:
        """Let the bots play and deal finished hands until a human must act or the match
        is over; every move goes into ``log``. Returns the new state."""
        seats = doc["seats"]
        for _ in range(MAX_AUTO_MOVES):
            phase = _phase(game, state)
            if phase == "match_over":
                return state
            version = self._version(game, state)
            if phase == "hand_over":
                deal = next((m for m in game.legal_moves(state) if m.type == "deal"), None)
                if deal is None:
                    return state
                move = Move(seat=deal.seat, type="deal", seed=self._deal_seed(doc, version))
            else:
                bots = [s for s in game.to_act(state) if seats[s]["kind"] == "bot"]
                if not bots:
                    return state
                seat = bots[0]
                move = self._bot_move(game, state, seat, seats[seat]["level"],
                                      self._bot_rng(doc, version, seat))
            outcome = game.apply(state, move)
            state = outcome.state
            log.add(state, self._version(game, state), outcome.events)
        raise RuntimeError("the bots did not reach a human decision")

    @staticmethod
    def _version(game: AnyGame, state: Any) -> int:
        version = getattr(state, "version", None)
        if isinstance(version, int):
            return version
        return int(game.encode(state)["version"])

    # ----- create ------------------------------------------------------------------------
    def create(self, body: Body) -> Reply:
        game = get_game(body["game"])
        options = game.resolve_options(body.get("options"), body.get("preset"))
        players = game.players(options)
        seats = [dict(s) for s in body["seats"]]
        if len(seats) != players:
            raise ApiError(422, "invalid_seats", f"this table has {players} seats; "
                           f"{len(seats)} given", {"seats": f"must list {players} seats"})
        if not any(s["kind"] == "human" for s in seats):
            raise ApiError(422, "invalid_seats", "a session needs at least one human seat",
                           {"seats": "at least one seat must be human"})
        levels = available_levels()
        for i, seat in enumerate(seats):
            if seat["kind"] == "human":
                seat.pop("level", None)
            elif seat.get("level") not in levels:
                raise ApiError(422, "unsupported_bot_level",
                               f"bot level {seat.get('level')!r} is not available; "
                               f"available: {', '.join(levels)}",
                               {f"seats[{i}].level": f"available: {', '.join(levels)}"})
        dealer = body.get("dealer")
        if dealer is not None and not 0 <= dealer < players:
            raise MalformedInput.at("dealer", f"seat {dealer} is out of range 0..{players - 1}")
        seed = body.get("seed")
        state = game.new_state(options, seed=seed, dealer=dealer)

        tokens: list[Body] = []
        hashes: list[str | None] = []
        for i, seat in enumerate(seats):
            if seat["kind"] == "human":
                token = new_token()
                tokens.append({"seat": i, "token": token})
                hashes.append(token_hash(token))
            else:
                hashes.append(None)
        spectator = new_token()
        now = int(time.time())
        doc: Body = {"game": game.id, "seats": seats, "tokens": hashes,
                     "spectator": token_hash(spectator), "seed": seed,
                     "created": now, "updated": now}
        log = EventLog(game, state, 1)
        log.add_plain(self._version(game, state), {
            "type": "session_started", "game": game.id, "seats": _seat_infos(seats),
            "dealer": game.encode(state)["dealer"]})
        state = self._advance(game, state, doc, log)
        version = self._version(game, state)
        doc["state"] = game.encode(state)
        doc["seq"] = log.next_seq - 1
        sid = new_session_id()
        self.store.create(sid, version, _dumps(doc), [_dumps(e) for e in log.entries])
        body_out: Body = {
            "id": sid, "game": game.id, "version": version,
            "status": _status(_phase(game, state)), "seats": _seat_infos(seats),
            "seat_tokens": tokens, "spectator_token": spectator,
            "view": game.view(state, None), "last_event": doc["seq"],
        }
        return Reply(body_out, 201, {"Location": f"/v1/sessions/{sid}"})

    # ----- read --------------------------------------------------------------------------
    def get(self, sid: str, authorization: str | None) -> Reply:
        hashed = parse_bearer(authorization)
        loaded = self._load(sid, hashed)
        game, seat = loaded.game, loaded.seat
        state = self._state(game, sid, loaded.version, loaded.doc["state"])
        return Reply({
            "id": sid, "game": game.id, "seat": seat, "version": loaded.version,
            "status": _status(_phase(game, state)), "seats": _seat_infos(loaded.doc["seats"]),
            "view": game.view(state, seat), "legal_moves": _legal_moves(game, state, seat),
            "last_event": loaded.doc["seq"],
        })

    def events(self, sid: str, authorization: str | None, after: int, limit: int) -> Reply:
        hashed = parse_bearer(authorization)
        self._check_id(sid)
        snapshot, raw = self.store.load_events(sid, after, after + limit)
        if snapshot is None:
            raise _not_found(sid)
        doc = json.loads(snapshot.doc)
        seat = self._seat_of(doc, hashed)
        return Reply({
            "events": [redact(json.loads(e), seat) for e in raw],
            "last_event": snapshot.events, "version": snapshot.version,
        })

    def delete(self, sid: str, authorization: str | None) -> Reply:
        hashed = parse_bearer(authorization)
        loaded = self._load(sid, hashed)
        if loaded.seat is None:
            raise ApiError(403, "spectator_read_only", "a spectator token cannot end the "
                           "session", {"Authorization": "spectator token"})
        self.store.delete(sid)
        return Reply(None, 204)

    # ----- moves -------------------------------------------------------------------------
    def post_move(self, sid: str, authorization: str | None, body: Body,
                  idempotency_key: str | None = None) -> Reply:
        hashed = parse_bearer(authorization)
        self._check_id(sid)
        idem: str | None = None
        fingerprint = ""
        if idempotency_key is not None:
            if not IDEMPOTENCY_KEY_RE.fullmatch(idempotency_key):
                raise ApiError(422, "validation_error", "Idempotency-Key must be 1 to 255 "
                               "visible ASCII characters",
                               {"Idempotency-Key": "1 to 255 visible ASCII characters"})
            idem = hashlib.sha256(f"{hashed}:{idempotency_key}".encode()).hexdigest()
            fingerprint = hashlib.sha256(
                json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
        expected = body.get("expected_version")
        for _ in range(MAX_ATTEMPTS):
            snapshot, record = self.store.load(sid, idem)
            if snapshot is None:
                raise _not_found(sid)
            doc = json.loads(snapshot.doc)
            seat = self._seat_of(doc, hashed)
            if seat is None:
                raise ApiError(403, "spectator_read_only", "a spectator token cannot move",
                               {"Authorization": "spectator token"})
            if record is not None:
                return self._replay(record, fingerprint)
            if expected is not None and expected != snapshot.version:
                raise self._stale(expected, snapshot.version)
            reply = self._attempt(sid, snapshot.version, doc, seat, body, idem, fingerprint)
            if reply is not None:
                return reply
            if expected is not None:  # the version moved on while we computed
                snapshot, _ = self.store.load(sid)
                if snapshot is None:
                    raise _not_found(sid)
                raise self._stale(expected, snapshot.version)
        raise ApiError(409, "concurrent_update", "the session changed too often while this "
                       "move was evaluated; send it again",
                       {"_": "concurrent updates; retry"})

    @staticmethod
    def _stale(expected: int, current: int) -> ApiError:
        now = f"; the session is at version {current}"
        return ApiError(409, "stale_version", f"expected_version {expected} is stale{now}",
                        {"expected_version": f"stale{now}"})

    @staticmethod
    def _replay(record: str, fingerprint: str) -> Reply:
        stored = json.loads(record)
        if not hmac.compare_digest(stored["f"], fingerprint):
            raise ApiError(422, "idempotency_key_reused", "this Idempotency-Key was used "
                           "with another request body", {"Idempotency-Key": "used with "
                                                                            "another body"})
        return Reply(stored["b"], stored["s"], {"Idempotent-Replayed": "true"})

    def _attempt(self, sid: str, version: int, doc: Body, seat: int, body: Body,
                 idem: str | None, fingerprint: str) -> Reply | None:
        """One compare-and-set attempt; None when the version moved on (retry)."""
        game = get_game(doc["game"])
        state = self._state(game, sid, version, doc["state"])
        move = game.parse_move(body["move"], state)
        if move.seat != seat:
            raise ApiError(403, "wrong_seat", f"this token acts for seat {seat}, not seat "
                           f"{move.seat}", {"move.seat": f"must be {seat}, the token's seat"})
        if move.type == "deal":
            raise ApiError(403, "deal_not_allowed", "sessions deal every hand themselves "
                           "with the server's random numbers", {"move.type": "deal is "
                                                                "not allowed in a session"})
        try:
            outcome = game.apply(state, move)
        except IllegalMove as exc:
            rejected: Body = {"legal": False, "error": exc.violation.to_json(),
                              "version": version}
            if idem is not None:
                existing = self.store.remember(
                    sid, idem, _dumps({"f": fingerprint, "s": 200, "b": rejected}))
                if existing is not None:
                    return self._replay(existing, fingerprint)
            return Reply(rejected)

        log = EventLog(game, state, doc["seq"] + 1)
        new_state = outcome.state
        first = log.add(new_state, self._version(game, new_state), outcome.events)
        trick = outcome.trick.to_json() if outcome.trick is not None else None
        if trick is not None:
            hide = log.hidden(trick, first).get(viewer_key(seat))
            if hide:
                trick = scrub(trick, set(hide))
        new_state = self._advance(game, new_state, doc, log)
        new_version = self._version(game, new_state)
        new_doc = {**doc, "state": game.encode(new_state), "seq": log.next_seq - 1,
                   "updated": int(time.time())}
        reply: Body = {
            "legal": True, "version": new_version,
            "status": _status(_phase(game, new_state)),
            "view": game.view(new_state, seat),
            "legal_moves": _legal_moves(game, new_state, seat),
            "events": [redact(e, seat) for e in log.entries],
            "trick": trick,
            "hand": outcome.hand.to_json() if outcome.hand is not None else None,
            "match": outcome.match.to_json() if outcome.match is not None else None,
            "last_event": new_doc["seq"],
        }
        idem_arg = None if idem is None else (
            idem, _dumps({"f": fingerprint, "s": 200, "b": reply}))
        result = self.store.cas(sid, version, new_version, _dumps(new_doc),
                                [_dumps(e) for e in log.entries], secrets.token_hex(8),
                                idem_arg)
        if result.status in (CasStatus.APPLIED, CasStatus.ALREADY_APPLIED):
            self._cache_state(sid, new_version, new_state)
            return Reply(reply)
        if result.status is CasStatus.REPLAY:
            assert result.record is not None
            return self._replay(result.record, fingerprint)
        if result.status is CasStatus.GONE:
            raise _not_found(sid)
        return None
