"""``STREAM_MAX_PER_CLIENT``: one client address holds at most that many of a worker's
stream slots (streams and waiting long-polls); beyond, 503 ``too_many_streams`` with
``Retry-After``, while other clients still get theirs. The client is the one the rate
limits count (``TRUSTED_PROXIES``, ``X-Forwarded-For``)."""

from __future__ import annotations

import pytest

from service.app import create_app
from service.config import Config, ConfigError
from service.errors import ApiError
from service.resources.live import LIVE_EXTENSION
from service.resources.sessions import EXTENSION
from service.sessions.live import Slots
from tests.service.sessions_support import FlaskApi, bearer, create, tokens_of
from tests.service.test_sessions_live import (
    SETTINGS,
    Server,
    error_code,
    wait_for_free_slots,
    watten,
)


def test_the_per_client_cap_has_a_default_a_variable_and_a_checked_range():
    assert Config().stream_max_per_client == 8
    assert Config.from_env({}).flask_config()["STREAM_MAX_PER_CLIENT"] == 8
    assert Config.from_env({"STREAM_MAX_PER_CLIENT": "0"}).stream_max_per_client == 0
    assert Config.from_env({"STREAM_MAX_PER_CLIENT": "4096"}).stream_max_per_client == 4096
    for bad in ("-1", "4097", "eight"):
        with pytest.raises(ConfigError, match="STREAM_MAX_PER_CLIENT must be an integer "
                                              "from 0 to 4096"):
            Config.from_env({"STREAM_MAX_PER_CLIENT": bad})


def test_slots_count_each_client_apart_and_give_its_slots_back():
    slots = Slots(5, per_client=2)
    a1, a2 = slots.acquire("a"), slots.acquire("a")
    with pytest.raises(ApiError) as refused:
        slots.acquire("a")
    assert (refused.value.status, refused.value.code) == (503, "too_many_streams")
    assert refused.value.headers["Retry-After"] == "2"
    assert "STREAM_MAX_PER_CLIENT" in refused.value.message
    b1 = slots.acquire("b")
    anonymous = slots.acquire(None)  # not counted per client (no address)
    a1()
    a1()  # twice: once given back
    assert slots.by_client == {"a": 1, "b": 1} and slots.held == 3
    a3 = slots.acquire("a")
    for release in (a2, a3, b1, anonymous):
        release()
    assert slots.by_client == {} and slots.held == 0
    one_each = Slots(5, per_client=1)  # a cap of one: each client's first slot, only
    c1 = one_each.acquire("c")
    with pytest.raises(ApiError):
        one_each.acquire("c")
    d1 = one_each.acquire("d")
    c1()
    one_each.acquire("c")
    d1()
    assert one_each.by_client == {"c": 1} and one_each.held == 1
    unlimited = Slots(3, per_client=0)
    held = [unlimited.acquire("a") for _ in range(3)]
    assert unlimited.by_client == {} and len(held) == 3


def test_one_client_holds_at_most_its_cap_and_the_others_still_get_streams():
    app = create_app({"TESTING": True, **SETTINGS, "STREAM_MAX_PER_CLIENT": 2,
                      "TRUSTED_PROXIES": "127.0.0.1/32"})
    srv = Server(app)
    try:
        created = watten(srv.api)
        sid, token = created["id"], created["spectator_token"]

        def as_client(address: str) -> dict[str, str]:
            return {**bearer(token), "X-Forwarded-For": address}

        mine = [srv.stream(sid, headers=as_client("198.51.100.1")) for _ in range(2)]
        try:
            assert [r.status for r in mine] == [200, 200]
            with srv.stream(sid, headers=as_client("198.51.100.1")) as beyond:
                assert beyond.status == 503 and beyond.headers["retry-after"] == "2"
                body = beyond.body()
                assert body["code"] == "too_many_streams", body
                assert "STREAM_MAX_PER_CLIENT" in body["message"]
            polled = srv.api.request("GET", f"/v1/sessions/{sid}/events?after=99&wait=1",
                                     None, as_client("198.51.100.1"))
            assert polled.status == 503 and error_code(polled) == "too_many_streams"
            with srv.stream(sid, headers=as_client("198.51.100.2")) as other:
                assert other.status == 200  # another client: slots are left
            # A client cannot name itself: the peer is trusted, the header's right end wins
            with srv.stream(sid, headers=as_client("198.51.100.2, 198.51.100.1")) as again:
                assert again.status == 503
        finally:
            for r in mine:
                r.close()
        wait_for_free_slots(srv)  # werkzeug has no client socket: the heartbeat frees them
        with srv.stream(sid, headers=as_client("198.51.100.1")) as back:
            assert back.status == 200
    finally:
        srv.close()


def test_a_stream_whose_socket_cannot_be_watched_gives_its_slot_back(monkeypatch):
    """`HangupWatch.watch` raising (it did when no thread could be started) left the slot,
    the client's count and the hub subscription held for the life of the worker."""
    app = create_app({"TESTING": True, **SETTINGS, "STREAM_MAX_PER_CLIENT": 2})
    live = app.extensions[LIVE_EXTENSION]
    created = create(FlaskApi(app.test_client()), "watten", ["human"] * 4, seed=11,
                     dealer=0)

    def broken_watch(client, on_hangup):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(live.hangups, "watch", broken_watch)
    with pytest.raises(RuntimeError):
        live.open_stream(created["id"], None, "Bearer " + tokens_of(created)[0], None, 0,
                         None, "198.51.100.7")
    assert live.slots.held == 0 and live.slots.by_client == {}
    assert live.hub.followers() == 0


def test_a_stream_whose_session_cannot_be_followed_gives_its_slot_back(monkeypatch):
    """The hub refusing the subscription (a RedisHub whose listener thread cannot start)
    must not keep the slot or the client's count for the life of the worker."""
    app = create_app({"TESTING": True, **SETTINGS, "STREAM_MAX_PER_CLIENT": 2})
    live = app.extensions[LIVE_EXTENSION]
    created = create(FlaskApi(app.test_client()), "watten", ["human"] * 4, seed=11,
                     dealer=0)

    def broken_subscribe(sid):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(live.hub, "subscribe", broken_subscribe)
    try:
        with pytest.raises(RuntimeError):
            live.open_stream(created["id"], None, "Bearer " + tokens_of(created)[0], None,
                             0, None, "198.51.100.8")
        assert live.slots.held == 0 and live.slots.by_client == {}
    finally:
        live.close()
        app.extensions[EXTENSION].close()
