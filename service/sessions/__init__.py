"""Sessions: server-held matches, without Flask. One module per concern:

* `usecases`: `SessionService` (create / get / move / events / delete, and the seating
  writes: claim / re-invite / rotate / leave), with the compare-and-set loop and
  idempotency; `Reply`, an HTTP-free answer.
* `tokens`: session ids, seat, host and spectator tokens, invitation codes, their
  hashes, bearer parsing, who a token is (`identify`).
* `seating`: invitations, claims, re-invitations, leaving, token rotation (doc changes).
* `fairness`: ``seeded``, the seed commitment and its reveal at the end of the match.
* `eventlog`: the entries a write appends (``seq``, ``version``, event).
* `redaction`: an entry as a viewer sees it: a lookup in the game's event catalogue
  (each event type declares which cards only some seats may see).
* `autoplay`: after a human move, the bots play and finished hands are dealt.
* `stores`: where sessions live (`SessionStore`; in-process or Redis; `build_store`).

This module imports nothing, so `service.errors` can import `service.sessions.stores`
without a cycle.
"""
