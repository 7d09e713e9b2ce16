"""Settings from the environment and the app factory."""

from __future__ import annotations

import re

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
    configured = Config.from_env({**env, "REDIS_CLUSTER": "1",
                                  "REDIS_URL": "redis://10.0.0.1:7000/0"}).flask_config()
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


def _limits_table() -> list[tuple[str, str, str]]:
    """(variable, default, range) of each row of the README's "Operating limits" table."""
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    table = readme.split("## Operating limits (every variable in one table)", 1)[1]
    table = table.split("\n\n", 2)[2].split("\n\n", 1)[0]  # after the paragraph above it
    assert table.startswith("| variable | default | range | meaning |"), table[:80]
    return [(m[1], m[2], m[3]) for m in re.finditer(
        r"^\| `([A-Z_]+)` \| ([^|]*) \| ([^|]*) \|", table, flags=re.M)]


def _number(text: str) -> int:
    return 10**9 if text == "10^9" else int(text)


def test_the_readme_limits_table_gives_each_integer_its_range_and_default_exactly():
    """An operator (and a checker) reads the range and the default from the README: both
    ends are taken, one step beyond either is refused naming the variable, and the
    default is the code's (audit: the table had no ranges, and MAX_JSON_DEPTH,
    SESSION_BOT_BUDGET_MS and BOT_MOVES_MAX_BUDGET_MS took values that silently meant
    less)."""
    import re

    defaults = Config.from_env({}).flask_config()
    rows = _limits_table()
    integers = [(name, default, rng) for name, default, rng in rows
                if re.match(r"[0-9]+…(10\^9|[0-9]+)\b", rng)]
    assert len(integers) >= 28, [name for name, _, _ in integers]
    for name, default, rng in integers:
        low, high = (_number(x) for x in re.match(r"([0-9]+)…(10\^9|[0-9]+)", rng).groups())
        assert int(default.split()[0]) == int(defaults[name]), (name, default)
        node = {"REDIS_URL": "redis://10.0.0.1:7000/0"} if name == "REDIS_CLUSTER" else {}
        for good in (low, high):
            assert int(Config.from_env({name: str(good), **node}).flask_config()[name]) == good
        for bad in (low - 1, high + 1):
            with pytest.raises(ConfigError, match=f"^{name} must be an integer from {low} "
                                                  f"to {high}, not {bad}$"):
                Config.from_env({name: str(bad)})


def test_redis_cluster_without_redis_url_stops_the_start():
    """REDIS_CLUSTER=1 without REDIS_URL started with the embedded store (audit)."""
    with pytest.raises(ConfigError, match=r"^REDIS_CLUSTER=1 needs REDIS_URL"):
        Config.from_env({"REDIS_CLUSTER": "1"})
    with pytest.raises(ConfigError, match=r"^REDIS_CLUSTER=1 needs REDIS_URL"):
        Config.from_env({"REDIS_CLUSTER": "1", "REDIS_URL": "  "})
    assert Config.from_env({"REDIS_CLUSTER": "0"}).redis_cluster is False


@pytest.mark.parametrize("value", ["1_000", "+80", "٣", "8o", "80.0"])
def test_an_integer_variable_takes_decimal_digits_only(value):
    """Python's int() takes "1_000", "+80" and other scripts' digits; nginx's renderer,
    which reads the same MAX_CONTENT_LENGTH, refused some of them (audit)."""
    import re

    with pytest.raises(ConfigError, match=re.escape(f"PORT must be an integer from 1 to "
                                                    f"65535, not {value!r}")):
        Config.from_env({"PORT": value})
    assert Config.from_env({"PORT": " 0080 "}).port == 80


def test_every_readme_table_gives_each_service_variable_the_codes_default():
    """The "Operating limits" table's defaults are checked above; the same variables
    appear again in the tables of their sections ("Bounds", "Live session updates",
    "Browsers and CORS", the CPU quotas' table, "Hardening", `make run`'s, nginx's), where
    a changed default went unnoticed. Each must show the code's default first (a cell
    naming several variables lists their defaults in order)."""
    from tests.readme import readme_variable_rows

    defaults = Config.from_env({}).flask_config()
    checked = 0
    for name, rows in readme_variable_rows().items():
        if name not in defaults:
            continue
        code = defaults[name]
        for line, header, cells in rows:
            if header[1] != "default":
                continue
            names = re.findall(r"`([A-Z][A-Z0-9_]*)`", cells[0])
            shown = cells[1].split(", ")[names.index(name)] if len(names) > 1 else cells[1]
            shown = shown.replace("`", "").strip()
            if code in (None, (), ""):
                assert shown.startswith(("unset", "empty", "(empty)")), (name, line, shown)
            elif isinstance(code, str):
                assert shown.split()[0] == code, (name, line, shown)
            else:
                assert shown.split()[0] == str(int(code)), (name, line, shown)
            checked += 1
    assert checked >= 80
