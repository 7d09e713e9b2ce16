"""Settings from the environment and the app factory."""

from __future__ import annotations

import pytest

from service.app import create_app
from service.config import Config, ConfigError


def test_defaults():
    config = Config.from_env({})
    assert config == Config(port=8000, redis_url=None, max_content_length=256 * 1024)


def test_from_env():
    config = Config.from_env({"PORT": "9001", "REDIS_URL": "redis://localhost:6379/0",
                              "MAX_CONTENT_LENGTH": "1024"})
    assert config.port == 9001 and config.redis_url == "redis://localhost:6379/0"
    assert config.flask_config()["MAX_CONTENT_LENGTH"] == 1024


@pytest.mark.parametrize("env", [{"PORT": "eighty"}, {"PORT": "0"},
                                 {"MAX_CONTENT_LENGTH": "-5"}])
def test_bad_env_is_a_clear_error(env):
    with pytest.raises(ConfigError, match=next(iter(env))):
        Config.from_env(env)


def test_create_app_reads_env_and_overrides(monkeypatch):
    monkeypatch.setenv("MAX_CONTENT_LENGTH", "2048")
    monkeypatch.setenv("REDIS_URL", "")
    app = create_app()
    assert app.config["MAX_CONTENT_LENGTH"] == 2048 and app.config["REDIS_URL"] is None
    app = create_app({"MAX_CONTENT_LENGTH": 10, "TESTING": True})
    assert app.config["MAX_CONTENT_LENGTH"] == 10 and app.testing


def test_wsgi_module_exposes_app():
    from service import wsgi

    assert wsgi.app.name == "service"
