"""The session use cases: create, get, move, events, delete. The logic, without Flask.

A client outsources a whole match: `create` it with human and bot seats, post moves with
a seat token, read its seat's view, follow the event log. Everything is stored through a
`SessionStore` (in-process or Redis): any worker of any machine answers any request.

* **Moves.** One compare-and-set per accepted move: load (revision R), check and apply
  the move, let the bots play until a human must act and deal finished hands
  (`service.sessions.autoplay`), then write state + events + idempotency record only if
  the revision is still R. On a conflict the move is evaluated again on the new state (at
  most `MAX_ATTEMPTS` times), unless the client sent ``expected_version`` and the game
  version has moved on: 409 stale.
* **Idempotency** (`service.sessions.idempotency`). With an ``Idempotency-Key`` header
  the first answer (legal or not) is stored with the write, per token (a rotated token
  starts afresh); a retry with the same key and body gets it again, marked
  ``Idempotent-Replayed: true``; the same key with another body is a 422.
* **Events.** Every write appends the engine's events (`service.sessions.eventlog`);
  each viewer reads them redacted (`service.sessions.redaction`).
* **Tokens** (`service.sessions.tokens`): seat, host and spectator tokens and the
  invitation codes; only their hashes are stored. The host (every session) reads what
  the spectator reads, never moves, and alone may end the session.
* **Seating** (`service.sessions.seating`): ``"seating": "invite"`` hands out invitation
  codes instead of seat tokens; claims, re-invitations, leaving and token rotation are
  each one compare-and-set of the doc. A claim or a rotation sent with an
  ``Idempotency-Key`` answers the same token to its retry (`seating`, "Retries"); a
  leave sent with one keeps its answer with the write, for its retry (`leaving`).
* **Fair seeds** (`service.sessions.fairness`): ``seeded`` in every read; otherwise a
  commitment to the secret seed, revealed when the match is over.
* **Revisions.** The store's version of a session is its *revision*: it grows with every
  write, by as much as the game version grows on a move and by one on a seating write
  (a claim or a rotation does not change the game), so that every write is a
  compare-and-set. A session that only ever moved has revision = game version. The
  game version (`version` of the answers, `expected_version`) is the state's own.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.errors import IllegalMove, StichwerkError
from engine.game import Game
from engine.moves import DEAL
from engine.registry import get_game
from engine.results import Stage
from service import metrics
from service.errors import ApiError, dump_json
from service.quotas import ClientBotTime, ClientTab, SearchQuota
from service.sessions import autoplay, fairness, idempotency, leaving, seating
from service.sessions.creating import new_session
from service.sessions.eventlog import EventLog
from service.sessions.idempotency import REPLAYED
from service.sessions.illegal import illegal_cards
from service.sessions.pages import read_page
from service.sessions.redaction import redact
from service.sessions.refusals import (
    cannot_move,
    host_only,
    own_seat,
    spectator_read_only,
    stale,
    too_large,
)
from service.sessions.results import Results, session_results
from service.sessions.stores import CasResult, CasStatus, SessionStore, Snapshot
from service.sessions.tokens import (
    Role,
    Viewer,
    bearer_token,
    check_session_id,
    identify,
    new_session_id,
    parse_bearer,
    session_not_found,
    token_hash,
)
from service.sessions.writecache import Head, WriteCache
from service.violations import violation_json

AnyGame = Game[Any, Any]
Body = dict[str, Any]
Client = str | Callable[[], str] | None  # who sent a request (its key, or how to get it)

MAX_ATTEMPTS = 16  # compare-and-set attempts of one move before 409 concurrent_update
STATE_CACHE_SIZE = 512  # decoded states per process, by (session id, revision, write id)
CREATE_ATTEMPTS = 3  # fresh session ids tried when one is taken (128 random bits: never)


@dataclass
class Reply:
    """An HTTP-free answer: status, JSON body, extra headers."""

    body: Body | None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)


def _dumps(value: Any) -> str:
    """What the store keeps (docs, event entries, idempotency records): compact UTF-8
    JSON by `service.errors.dump_json` (orjson: a tenth of the standard library's cost on
    a doc, issue 15), the same bytes as ``json.dumps(value, ensure_ascii=False,
    separators=(",", ":"))`` for what a doc holds (strings, integers, booleans, null,
    lists, objects; the standard library itself for an integer beyond 64 bits)."""
    return dump_json(value).decode()


def _status(game: AnyGame, state: Any) -> str:
    return "finished" if game.stage(state) is Stage.MATCH_OVER else "active"


def _legal_moves(game: AnyGame, state: Any, seat: int | None) -> list[Body]:
    """The seat's legal moves in a session: never a deal (sessions deal themselves)."""
    if seat is None or game.stage(state) is Stage.MATCH_OVER:
        return []
    return [m for m in game.legal_moves_json(state, seat) if m.get("type") != DEAL]


def game_version(doc: Mapping[str, Any]) -> int:
    """The game version of a stored session (the state's own)."""
    return int(doc["state"]["version"])


def _head(snapshot: Snapshot) -> Head:
    """A session as this request read it from the store."""
    return Head(snapshot.version, snapshot.write_id, json.loads(snapshot.doc),
                snapshot.log_tail, True)


def _next_revision(revision: int, old_version: int, new_version: int) -> int:
    return revision + max(1, new_version - old_version)


def _replay(stored_record: str, fingerprint: str, game_id: str) -> Reply:
    """A move's stored answer, given again (`idempotency.replayed`)."""
    body, status = idempotency.replayed(stored_record, fingerprint, game_id)
    return Reply(body, status, dict(REPLAYED))


def _seat_replay(stored_record: str) -> Reply:
    """A seating write's stored answer (a leave's), given again as it was."""
    body, status = idempotency.seat_replayed(stored_record)
    return Reply(body, status, dict(REPLAYED))


def _stored(log: EventLog | None) -> list[tuple[int, str]]:
    """The entries of a write as the store keeps them: (seq, JSON)."""
    return [] if log is None else [(e["q"], _dumps(e)) for e in log.entries]


@dataclass
class _Loaded:
    revision: int
    doc: Body
    viewer: Viewer
    game: AnyGame
    write_id: str = ""  # the store's id of the write that stored this doc


@dataclass
class _Change:
    """What a seating write stores (``doc``, with ``state`` when the game moved on) and
    answers."""

    doc: Body
    reply: Reply
    log: EventLog | None = None


class SessionService:
    """Create, read, move, follow and end sessions on a store."""

    def __init__(self, store: SessionStore, bot_budget_ms: int = 200,
                 quota: SearchQuota | None = None,
                 request_bot_budget_ms: int | None = None,
                 invitation_ttl_seconds: int = 86_400, max_target: int = 200,
                 idempotency_ttl_seconds: int = 3600,
                 client_bot_time: ClientBotTime | None = None) -> None:
        self.store = store
        # How long a claim or a rotation answers its retry again (IDEMPOTENCY_TTL_SECONDS).
        self.idempotency_ttl_seconds = idempotency_ttl_seconds
        self.max_target = max_target
        self.bot_budget_ms = bot_budget_ms
        # Bot time per request and the process's search slots (service.quotas).
        self.quota = quota
        self.request_bot_budget_ms = request_bot_budget_ms
        self.client_bot_time = client_bot_time  # SESSION_BOT_SECONDS_PER_CLIENT (None: off)
        self.invitation_ttl_seconds = invitation_ttl_seconds
        # Decoded states by write, and this worker's last write of each session (its
        # next move of it needs no read): `service.sessions.writecache`.
        self.cache = WriteCache(STATE_CACHE_SIZE)

    def _state(self, game: AnyGame, sid: str, version: int, data: Any,
               write_id: str) -> Any:
        key = (sid, version, write_id)
        state = self.cache.state(key)
        if state is None:
            try:  # a decoder's message may quote hidden cards: a 500 that shows none
                state = game.decode(data)
            except StichwerkError:
                raise RuntimeError(f"session {sid}: the stored state does not decode") from None
            self.cache.put_state(key, state)
        return state

    def _tab(self, client: Client) -> ClientTab | None:
        """The request's account of its client's bot time (None: not counted)."""
        if self.client_bot_time is None or client is None:
            return None
        return self.client_bot_time.tab(client)

    def close(self) -> None:
        self.store.close()

    def ready(self) -> Body:
        self.store.ping()
        return {"status": "ok", "store": self.store.kind}

    def _load(self, sid: str, hashed: str) -> _Loaded:
        check_session_id(sid)
        snapshot, _ = self.store.load(sid)
        if snapshot is None:
            raise session_not_found()
        doc = json.loads(snapshot.doc)
        return _Loaded(snapshot.version, doc, identify(doc, hashed), get_game(doc["game"]),
                       snapshot.write_id)

    def _store_new(self, version: int, doc: Body, log: EventLog, state: Any,
                   client: str | None) -> str:
        """Create-if-absent under a fresh id (one script: safe to send again); the new
        session is this worker's head of it (its first move needs no read)."""
        for _ in range(CREATE_ATTEMPTS):
            sid, write_id = new_session_id(), secrets.token_hex(8)
            result: CasResult = self.store.create(sid, version, _dumps(doc), _stored(log),
                                                  write_id, owner=client)
            if result.status is CasStatus.TOO_LARGE:
                raise too_large(self.store)
            if result.status is CasStatus.APPLIED:
                self.cache.put_state((sid, version, write_id), state)
                self.cache.put_head(sid, Head(version, write_id, doc, result.log_tail, False))
            if result.status is not CasStatus.CONFLICT:
                return sid
        raise RuntimeError("no free session id")  # pragma: no cover - 128 random bits

    # ----- create ------------------------------------------------------------------------
    def create(self, body: Body, client: str | None = None) -> Reply:
        """``client``: who creates it, for ``MAX_SESSIONS_PER_CLIENT`` (None: not counted)."""
        new = new_session(body, self.max_target, int(time.time()),
                          self.invitation_ttl_seconds)
        game, state, doc, log = new.game, new.state, new.doc, new.log
        owner = self.store.counted_owner(client)
        if owner is not None and any(s["kind"] == "bot" for s in doc["seats"]):
            self.store.check_owner(owner)  # the cap's refusal before the bots' first moves
        results = Results()
        state = autoplay.advance(game, state, doc, log, self.bot_budget_ms, self.quota,
                                 self.request_bot_budget_ms, results, self._tab(client))
        fairness.reveal_if_over(game, state, doc, log)
        version = game.version(state)
        doc.update(results.doc_fields(doc))
        doc["state"] = game.encode(state)
        doc["seq"] = log.last_seq
        sid = self._store_new(version, doc, log, state, client)
        status = _status(game, state)
        return Reply({
            "id": sid, "game": game.id, "version": version, "status": status,
            "seats": seating.seat_infos(doc), **new.secrets_shown,
            "view": game.view(state, None), "last_event": doc["seq"],
            **fairness.public(doc, status == "finished"),
        }, 201, {"Location": f"/v1/sessions/{sid}"})

    # ----- read --------------------------------------------------------------------------
    def get(self, sid: str, authorization: str | None) -> Reply:
        loaded = self._load(sid, parse_bearer(authorization))
        game, seat = loaded.game, loaded.viewer.seat
        state = self._state(game, sid, loaded.revision, loaded.doc["state"],
                            loaded.write_id)
        status = _status(game, state)
        view, legal = game.view(state, seat), _legal_moves(game, state, seat)
        return Reply({
            "id": sid, "game": game.id, "seat": seat, "role": loaded.viewer.role.value,
            "version": game.version(state), "status": status,
            "seats": seating.seat_infos(loaded.doc), "view": view, "legal_moves": legal,
            "illegal_cards": illegal_cards(game, state, seat, view, legal),
            "last_event": loaded.doc["seq"],
            **fairness.public(loaded.doc, status == "finished"), **session_results(loaded.doc),
        })

    def events(self, sid: str, authorization: str | None, after: int, limit: int) -> Reply:
        hashed = parse_bearer(authorization)
        check_session_id(sid)
        page = read_page(self.store, sid, hashed, after, limit)
        if page is None:
            raise session_not_found()
        return Reply({"game": page.game, "events": page.events,
                      "last_event": page.last_event, "version": page.version})

    def delete(self, sid: str, authorization: str | None) -> Reply:
        loaded = self._load(sid, parse_bearer(authorization))
        if loaded.viewer.role is Role.SPECTATOR:
            raise spectator_read_only("end the session")
        host_only(loaded.viewer, "end the session")
        self.store.delete(sid)
        return Reply(None, 204)

    # ----- seating -----------------------------------------------------------------------
    def claim(self, sid: str, seat: int, code: str, key: str | None = None) -> Reply:
        """An invitation code → that seat's token, once (again to a retry that sends the
        same ``Idempotency-Key``)."""
        key = idempotency.seat_key(key)

        def change(loaded: _Loaded) -> _Change | Reply:
            issued = seating.claim(loaded.doc, seat, code, int(time.time()), sid, key,
                                   self.idempotency_ttl_seconds)
            reply = Reply({"seat": seat, "token": issued.token})
            if issued.doc is None:
                return Reply(reply.body, 200, dict(REPLAYED))
            return _Change(issued.doc, reply, seating.claim_log(loaded.game, issued.doc, seat))
        check_session_id(sid)
        return self._write(sid, None, change)

    def reinvite(self, sid: str, authorization: str | None, seat: int) -> Reply:
        """The host: a new code for a seat that was never claimed (the old one revoked)."""
        def change(loaded: _Loaded) -> _Change:
            host_only(loaded.viewer, "invite a player")
            doc, invitation = seating.reinvite(loaded.doc, seat, int(time.time()),
                                               self.invitation_ttl_seconds)
            return _Change(doc, Reply(invitation))
        return self._write(sid, parse_bearer(authorization), change)

    def rotate(self, sid: str, authorization: str | None, seat: int,
               key: str | None = None) -> Reply:
        """A seat's new token; the old one stops working (except for a retry of this
        rotation with the same ``Idempotency-Key``, which gets the same new token)."""
        old_token, key = bearer_token(authorization), idempotency.seat_key(key)
        now = int(time.time())

        def retried(doc: Body) -> Reply | None:
            token = seating.rotation_retried(doc, seat, old_token, sid, key, now,
                                             self.idempotency_ttl_seconds)
            return None if token is None else \
                Reply({"seat": seat, "token": token}, 200, dict(REPLAYED))

        def change(loaded: _Loaded) -> _Change:
            seating.check_seat(loaded.doc, seat)
            own_seat(loaded.viewer, seat, "rotate a seat token")
            issued = seating.rotate(loaded.doc, seat, now, old_token, sid, key)
            assert issued.doc is not None
            return _Change(issued.doc, Reply({"seat": seat, "token": issued.token}))
        return self._write(sid, token_hash(old_token), change, retried)

    def leave(self, sid: str, authorization: str | None, seat: int,
              key: str | None = None, client: Client = None) -> Reply:
        """A seat leaves: its token stops working and a bot plays it from now on
        (`service.sessions.leaving`; with an ``Idempotency-Key`` its retry is answered
        again)."""
        hashed = parse_bearer(authorization)
        idem = idempotency.leave_key(hashed, seat, key)

        def change(loaded: _Loaded) -> _Change:
            seating.check_seat(loaded.doc, seat)
            own_seat(loaded.viewer, seat, "leave a seat")
            state = self._state(loaded.game, sid, loaded.revision, loaded.doc["state"],
                                loaded.write_id)
            doc, log, answer = leaving.leave(loaded.game, state, loaded.doc, seat,
                                             self.bot_budget_ms, self.quota,
                                             self.request_bot_budget_ms,
                                             self._tab(client))
            return _Change(doc, Reply(answer), log)
        return self._write(sid, hashed, change, idem=idem)

    def _write(self, sid: str, hashed: str | None,
               change: Callable[[_Loaded], _Change | Reply],
               retried: Callable[[Body], Reply | None] | None = None,
               idem: str | None = None) -> Reply:
        """One seating write: load, check and change the doc, compare-and-set on the
        revision; evaluated again when another write came first. ``hashed``: the
        presented token's hash (None: no token, a claim). ``change`` answers a `Reply`
        when nothing is to be stored (a retry answered again); ``retried``, asked before
        the token is identified, answers one for a token that a retried write replaced.
        ``idem``: the stored key of the answer (a leave's), kept with the write; a retry
        finds it before its token is identified, and is answered it again."""
        check_session_id(sid)
        for _ in range(MAX_ATTEMPTS):
            snapshot, record = self.store.load(sid, idem, for_write=True)
            if snapshot is None:
                raise session_not_found()
            if record is not None:
                return _seat_replay(record)
            doc = json.loads(snapshot.doc)
            replay = None if retried is None else retried(doc)
            if replay is not None:
                return replay
            viewer = Viewer(Role.SPECTATOR) if hashed is None else identify(doc, hashed)
            result = change(_Loaded(snapshot.version, doc, viewer, get_game(doc["game"]),
                                    snapshot.write_id))
            if isinstance(result, Reply):
                return result
            result.doc["updated"] = int(time.time())
            revision = _next_revision(snapshot.version, game_version(doc),
                                      game_version(result.doc))
            kept = None if idem is None else (idem, idempotency.record("", result.reply.body))
            cas = self.store.cas(sid, snapshot.version, revision, _dumps(result.doc),
                                 _stored(result.log), secrets.token_hex(8), kept,
                                 log_tail=snapshot.log_tail)
            if cas.status is CasStatus.TOO_LARGE:
                raise too_large(self.store)
            if cas.status in (CasStatus.APPLIED, CasStatus.ALREADY_APPLIED):
                return result.reply
            if cas.status is CasStatus.REPLAY:  # the same request came first
                assert cas.record is not None
                return _seat_replay(cas.record)
            if cas.status is CasStatus.GONE:
                raise session_not_found()
        raise ApiError(409, "concurrent_update", "the session changed too often while this "
                       "request was evaluated; send it again",
                       {"_": "concurrent updates; retry"})

    # ----- moves -------------------------------------------------------------------------
    def post_move(self, sid: str, authorization: str | None, body: Body,
                  idempotency_key: str | None = None, raw_body: bytes = b"",
                  client: Client = None) -> Reply:
        """``raw_body``: the request's bytes, which the ``Idempotency-Key`` fingerprint
        is taken over; ``client``: who sent it (its key, or a function that works it
        out), charged for its bots' searches (None: not counted)."""
        hashed = parse_bearer(authorization)
        check_session_id(sid)
        idem, fingerprint = idempotency.move_key(hashed, idempotency_key, raw_body)
        head = self.cache.head(sid)  # this worker's last write of it: no read first
        if head is not None and any(s["kind"] == "bot" for s in head.doc["seats"]):
            head = None  # a stale head would cost the bots' search twice: read first
        record: str | None = None
        for _ in range(MAX_ATTEMPTS):
            if head is None:
                snapshot, record = self.store.load(sid, idem, for_write=True)
                if snapshot is None:
                    raise session_not_found()
                head = _head(snapshot)
            answer = self._move_on(sid, head, record, hashed, body, idem, fingerprint,
                                   client)
            if isinstance(answer, Reply):
                return answer
            # Another write came first: evaluated again on the session as the store
            # answered it (None: read it). A stale expected_version is caught then.
            head, record = answer, None
        raise ApiError(409, "concurrent_update", "the session changed too often while this "
                       "move was evaluated; send it again",
                       {"_": "concurrent updates; retry"})

    def _move_on(self, sid: str, head: Head, record: str | None, hashed: str, body: Body,
                 idem: str | None, fingerprint: str, client: Client) -> Reply | Head | None:
        """The move evaluated on ``head``: the answer, or the head to evaluate it on again
        (None: read the store). A head from this worker's memory (not ``verified``) is
        a guess that only a successful compare-and-set confirms: any refusal it leads
        to is dropped, and the move evaluated again on a fresh read."""
        doc, expected = head.doc, body.get("expected_version")
        try:
            viewer = identify(doc, hashed)
            if viewer.seat is None:
                raise cannot_move(viewer)
            if record is not None:
                return _replay(record, fingerprint, doc["game"])
            if expected is not None and expected != game_version(doc):
                raise stale(expected, game_version(doc))
            return self._attempt(sid, head, viewer.seat, body, idem, fingerprint, client)
        except (ApiError, StichwerkError):
            if head.verified:
                raise
            self.cache.drop_head(sid)
            return None

    def _attempt(self, sid: str, head: Head, seat: int, body: Body, idem: str | None,
                 fingerprint: str, client: Client) -> Reply | Head | None:
        """One compare-and-set attempt; after a conflict the session as stored now."""
        doc, revision, write_id = head.doc, head.revision, head.write_id
        game = get_game(doc["game"])
        state = self._state(game, sid, revision, doc["state"], write_id)
        version = game.version(state)
        # Before the move is parsed: a `deal` with malformed `hands` answered 422
        # `invalid_deal`, a code this route does not answer, for a move it never takes.
        if isinstance(body["move"], dict) and body["move"].get("type") == DEAL:
            raise ApiError(403, "deal_not_allowed", "sessions deal every hand themselves "
                           "with the server's random numbers",
                           {"move.type": f"{DEAL} is not allowed in a session"})
        move = game.parse_move(body["move"], state)
        if move.seat != seat:
            raise ApiError(403, "wrong_seat", f"this token acts for seat {seat}, not seat "
                           f"{move.seat}", {"move.seat": f"must be {seat}, the token's seat"})
        try:
            outcome = game.apply(state, move)
        except IllegalMove as exc:
            if not head.verified:
                raise  # answered from a fresh read (_move_on)
            metrics.count_violation(game.id, exc.violation.code)
            rejected: Body = {"game": game.id, "legal": False, "version": version,
                              "error": violation_json(game, state, seat, exc.violation)}
            if idem is not None:
                existing = self.store.remember(sid, idem, idempotency.record(fingerprint, rejected))
                if existing is not None:
                    return _replay(existing, fingerprint, game.id)
            return Reply(rejected)

        log = EventLog(game, doc["seq"] + 1)
        log.add(outcome.state, outcome.events)
        results = Results()  # every hand and match end of this write, bots' included
        results.add(game.version(outcome.state), seat, outcome)
        new_doc = dict(doc)
        new_state = autoplay.advance(game, outcome.state, new_doc, log, self.bot_budget_ms,
                                     self.quota, self.request_bot_budget_ms, results,
                                     self._tab(client))
        fairness.reveal_if_over(game, new_state, new_doc, log)
        new_version = game.version(new_state)
        encoded, view = game.encode_and_view(new_state, seat)  # one encoding for both
        new_doc.update(state=encoded, seq=log.last_seq,
                       updated=int(time.time()), **results.doc_fields(doc))
        reply: Body = {
            "game": game.id, "legal": True, "version": new_version,
            "status": _status(game, new_state), "view": view,
            "legal_moves": _legal_moves(game, new_state, seat),
            "events": [redact(game, e, seat) for e in log.entries],
            "trick": outcome.trick.to_json() if outcome.trick is not None else None,
            "hand": outcome.hand.to_json() if outcome.hand is not None else None,
            "match": results.match,
            "results": results.hands,
            "last_event": new_doc["seq"],
        }
        new_revision = _next_revision(revision, version, new_version)
        idem_arg = None if idem is None else (idem, idempotency.record(fingerprint, reply))
        new_write = secrets.token_hex(8)
        result = self.store.cas(sid, revision, new_revision, _dumps(new_doc), _stored(log),
                                new_write, idem_arg, log_tail=head.log_tail,
                                expected_write_id=write_id)
        if result.status is CasStatus.TOO_LARGE:
            raise too_large(self.store)
        if result.status in (CasStatus.APPLIED, CasStatus.ALREADY_APPLIED):
            self.cache.put_state((sid, new_revision, new_write), new_state)
            if result.status is CasStatus.APPLIED:
                self.cache.put_head(sid, Head(new_revision, new_write, new_doc,
                                              result.log_tail, False))
            return Reply(reply)
        if result.status is CasStatus.REPLAY:
            assert result.record is not None
            return _replay(result.record, fingerprint, game.id)
        if result.status is CasStatus.GONE:
            raise session_not_found()
        self.cache.drop_head(sid)
        return None if result.current is None else _head(result.current)
