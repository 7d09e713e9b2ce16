"""Sessions: server-held matches, without Flask. One module per concern:

* `usecases`: `SessionService` (create / get / move / events / delete), with the
  compare-and-set loop and idempotency; `Reply`, an HTTP-free answer.
* `tokens`: session ids, seat and spectator secrets, their hashes, bearer parsing.
* `eventlog`: the entries a write appends (``seq``, ``version``, event, redaction map).
* `redaction`: which cards of an event each viewer may see, at write time, and an entry
  as a viewer sees it, at read time.
* `autoplay`: after a human move, the bots play and finished hands are dealt.
* `stores`: where sessions live (`SessionStore`; in-process or Redis; `build_store`).

This module imports nothing, so `service.errors` can import `service.sessions.stores`
without a cycle.
"""
