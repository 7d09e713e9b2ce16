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


# ----- session store: faults, cluster and bounds (issues 12 and 11) ---------------------------

STORE_SETTINGS = {  # variable → (default, a value to set)
    "REDIS_TIMEOUT_MS": (250, 400), "REDIS_BREAKER_SECONDS": (2, 5),
    "MAX_SESSIONS": (1000, 50), "SESSION_MAX_EVENTS": (5000, 300),
    "SESSION_MAX_BYTES": (1_048_576, 65_536), "SESSION_MAX_IDEMPOTENCY_RECORDS": (200, 20),
    "SESSION_MAX_TARGET": (200, 120),
}


def test_store_settings_have_defaults_and_env_variables():
    defaults = Config.from_env({}).flask_config()
    assert defaults["REDIS_CLUSTER"] is False
    assert {name: defaults[name] for name in STORE_SETTINGS} == {
        name: default for name, (default, _) in STORE_SETTINGS.items()}
    env = {name: str(value) for name, (_, value) in STORE_SETTINGS.items()}
    configured = Config.from_env({**env, "REDIS_CLUSTER": "1"}).flask_config()
    assert configured["REDIS_CLUSTER"] is True
    assert {name: configured[name] for name in STORE_SETTINGS} == {
        name: value for name, (_, value) in STORE_SETTINGS.items()}


@pytest.mark.parametrize("env", [{"MAX_SESSIONS": "0"}, {"SESSION_MAX_EVENTS": "many"},
                                 {"SESSION_MAX_BYTES": "100"}, {"REDIS_BREAKER_SECONDS": "-1"},
                                 {"SESSION_MAX_TARGET": "0"}])
def test_bad_store_settings_are_a_clear_error(env):
    with pytest.raises(ConfigError, match=next(iter(env))):
        Config.from_env(env)


def test_every_variable_the_config_reads_is_in_the_readme_limits_table():
    """An operator finds every setting, its default and its meaning in one README table."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    source = (root / "service" / "config.py").read_text()
    read = set(re.findall(r'_env\(\s*env,\s*"([A-Z_]+)"', source))
    read |= set(re.findall(r'env\.get\("([A-Z_]+)"', source))
    readme = (root / "README.md").read_text()
    table = readme.split("## Operating limits (every variable in one table)", 1)[1]
    table = table.split("\n## ", 1)[0]
    listed = set(re.findall(r"^\| `([A-Z_]+)` \|", table, flags=re.M))
    assert len(read) > 20  # the pattern still finds the reads
    assert read - listed == set()
