"""`service.gunicorn_body.WholeLengthReader` over gunicorn's own unreader, in process
(through real gunicorns: tests/deploy/test_hostile_servers.py, "a body cut short")."""

from __future__ import annotations

import pytest
from gunicorn.http.errors import NoMoreData
from gunicorn.http.unreader import IterUnreader
from werkzeug.exceptions import BadRequest, ClientDisconnected

from service.gunicorn_body import BodyCutShort, WholeLengthReader


def reader(arrived: bytes, announced: int) -> WholeLengthReader:
    """A body of ``announced`` bytes of which ``arrived`` came before the connection
    ended."""
    return WholeLengthReader(IterUnreader([arrived[:7], arrived[7:]]), announced)


def test_the_read_that_meets_the_end_raises_and_so_does_every_later_one():
    """The module's docstring: on that read and on every later one (a prefix that is valid
    JSON was applied when the first read handed it over)."""
    body = reader(b"x" * 100, 120)
    with pytest.raises(BodyCutShort):
        body.read(120)
    for size in (20, 1, 120):
        with pytest.raises(BodyCutShort):
            body.read(size)


def test_reads_within_what_arrived_are_whole_until_one_needs_the_missing_bytes():
    body = reader(b"y" * 100, 120)
    assert body.read(60) == b"y" * 60
    assert body.read(40) == b"y" * 40
    with pytest.raises(BodyCutShort):
        body.read(1)


def test_a_whole_body_reads_as_gunicorns_reader_reads_it():
    body = reader(b"z" * 120, 120)
    assert body.read(50) == b"z" * 50
    assert body.read(100) == b"z" * 70  # no more than announced
    assert body.read(10) == b""  # then the end, not an error


def test_the_error_is_a_400_to_the_application_and_a_disconnection_to_gunicorn():
    assert issubclass(BodyCutShort, ClientDisconnected) and issubclass(BodyCutShort, BadRequest)
    assert issubclass(BodyCutShort, NoMoreData)
