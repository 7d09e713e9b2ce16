"""What deploy/gunicorn.conf.py changes in gunicorn's own work per request (issue 15):
no access atoms for the access line it keeps off, and the ``Date`` header formatted once
a second. Both were measured as a fifth of a worker's CPU per request (bench/SPEED.md,
"One request thread at a time")."""

from __future__ import annotations

import email.utils
import logging
import runpy
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from gunicorn import util
from gunicorn.config import Config

from tests.deploy.harness import Gunicorn, http_get

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


@pytest.fixture
def deploy_config(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The config file's namespace, with gunicorn's `util.http_date` put back afterwards
    (loading the file replaces it, as it does in the master)."""
    monkeypatch.setattr(util, "http_date", util.http_date)
    monkeypatch.setattr(util, "write_error", util.write_error)
    return runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))


@pytest.fixture(autouse=True)
def logging_put_back() -> Any:
    """The logging setup as it was before the test: gunicorn's Logger applies the
    deploy's ``logconfig_dict`` to this process (``stichwerk.access`` at INFO and its
    handlers), which later tests that count access lines would see."""
    loggers = [logging.getLogger(), *(logging.getLogger(name)
                                      for name in list(logging.root.manager.loggerDict))]
    saved = [(lg, lg.level, list(lg.handlers), lg.propagate, lg.disabled) for lg in loggers]
    yield
    for lg, level, handlers, propagate, disabled in saved:
        lg.setLevel(level)
        lg.handlers[:] = handlers
        lg.propagate, lg.disabled = propagate, disabled


def deploy_logger(settings: dict[str, Any]) -> Any:
    cfg = Config()
    cfg.set("logconfig_dict", settings["logconfig_dict"])
    cfg.set("logger_class", settings["logger_class"])
    return cfg.logger_class(cfg)


def test_no_access_atoms_while_the_access_logger_drops_the_line(deploy_config) -> None:
    """``gunicorn.access`` is at WARNING in the deploy, so `access` must return before
    it builds the atoms: with no response or request to read them from, gunicorn's own
    Logger raises here."""
    logger = deploy_logger(deploy_config)
    assert logger.access_log is logging.getLogger("gunicorn.access")
    assert not logger.access_log.isEnabledFor(logging.INFO)
    assert logger.access(None, None, {}, timedelta(0)) is None


def test_the_access_line_comes_back_with_the_access_logger_at_info(deploy_config) -> None:
    logger = deploy_logger(deploy_config)
    access = logging.getLogger("gunicorn.access")
    level = access.level
    access.setLevel(logging.INFO)
    try:
        with pytest.raises(AttributeError):  # gunicorn's atoms read the (missing) response
            logger.access(None, None, {}, timedelta(0))
    finally:
        access.setLevel(level)


def test_the_date_text_is_the_second_it_is_asked_in(deploy_config) -> None:
    http_date = deploy_config["_http_date_per_second"]
    assert util.http_date is http_date  # what gunicorn's Response calls
    before = int(time.time())
    text = http_date()
    after = int(time.time())
    assert text in {email.utils.formatdate(s, usegmt=True) for s in range(before, after + 1)}
    assert http_date(0) == "Thu, 01 Jan 1970 00:00:00 GMT"  # a given time: as gunicorn's
    while int(time.time()) == after:  # the next second gets its own text
        time.sleep(0.02)
    assert http_date() != text


@pytest.mark.slow
def test_answers_carry_the_current_date(tmp_path: Path) -> None:
    """Under the deploy's gunicorn: every answer's Date is the second it was sent in
    (to the second, as HTTP dates are), also after the second changed."""
    with Gunicorn(tmp_path / "g.log", {"THREADS": "2"}) as gunicorn:
        dates = []
        for _ in range(3):
            before = int(time.time())
            status, headers, _ = http_get(gunicorn.port)
            after = int(time.time())
            assert status == 200
            sent = int(email.utils.parsedate_to_datetime(headers["date"]).timestamp())
            assert before <= sent <= after
            dates.append(headers["date"])
            time.sleep(0.6)
        assert len(set(dates)) >= 2  # 1.2 s apart at least: not one cached text
