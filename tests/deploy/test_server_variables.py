"""The servers' variables are checked before anything listens (service/server_env.py):
a value out of range stops deploy/gunicorn.conf.py and deploy/serve.py with exit code 1
and one line that names the variable, and no value is silently changed.

Before: ``WEB_CONCURRENCY=0`` started a master with no worker, ``PORT=99999`` listened on
port 34463 (waitress) or raised OverflowError (gunicorn), ``LIMIT_REQUEST_LINE=99999`` was
cut to 8190, ``TIMEOUT=abc`` was a traceback, ``LOG_LEVEL=loud`` "Unable to configure
logger", ``REDIS_URL=foo://x`` a crash-looping worker."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys

import pytest

from service.config import MAX_CONTENT_LENGTH_MAXIMUM, Config, ConfigError
from service.server_env import ServerEnv
from tests.deploy.harness import DEPLOY

ROOT = DEPLOY.parent
CONF = str(DEPLOY / "gunicorn.conf.py")
SERVER_VARIABLES = ("REDIS_URL", "WEB_CONCURRENCY", "THREADS", "PORT", "HOST", "WORKER_CLASS",
                    "KEEPALIVE", "TIMEOUT", "LOG_LEVEL", "LIMIT_REQUEST_LINE", "REUSE_PORT",
                    "STREAM_MAX_CONNECTIONS", "CONNECTION_LIMIT", "CHANNEL_TIMEOUT",
                    "MAX_CONTENT_LENGTH", "REQUEST_HANDOFF_MS", "LIMIT_REQUEST_FIELD_SIZE",
                    "GRACEFUL_TIMEOUT")


def clean_env(**env: str) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items() if k not in SERVER_VARIABLES}
    return {**base, "PYTHONUNBUFFERED": "1", **env}


def load_gunicorn_conf(**env: str) -> subprocess.CompletedProcess[str]:
    """deploy/gunicorn.conf.py as gunicorn's master loads it, printing the settings."""
    return subprocess.run(
        [sys.executable, "-c", "import runpy, sys; s = runpy.run_path(sys.argv[1]); "
         "print(s['bind'], s['workers'], s['threads'], s['timeout'], s['keepalive'], "
         "s['limit_request_line'], s['loglevel'])", CONF],
        env=clean_env(**env), cwd=ROOT, capture_output=True, text=True, timeout=60)


GUNICORN_REFUSALS = [
    ("WEB_CONCURRENCY", "0", "WEB_CONCURRENCY must be an integer from 1 to 1024, not 0"),
    ("THREADS", "-3", "THREADS must be an integer from 1 to 1024, not -3"),
    ("STREAM_MAX_CONNECTIONS", "-1",
     "STREAM_MAX_CONNECTIONS must be an integer from 0 to 4096, not -1"),
    ("TIMEOUT", "abc", "TIMEOUT must be an integer from 1 to 86400, not 'abc'"),
    ("TIMEOUT", "0", "TIMEOUT must be an integer from 1 to 86400, not 0"),
    ("KEEPALIVE", "x", "KEEPALIVE must be an integer from 0 to 3600, not 'x'"),
    ("LIMIT_REQUEST_LINE", "99999",
     "LIMIT_REQUEST_LINE must be an integer from 1024 to 8190, not 99999"),
    ("LIMIT_REQUEST_LINE", "0", "LIMIT_REQUEST_LINE must be an integer from 1024 to 8190"),
    ("WORKER_CLASS", "nope", "WORKER_CLASS must be one of "
     "service.worker.SharedEpollWorker, gthread, sync, not 'nope'"),
    ("LOG_LEVEL", "loud", "LOG_LEVEL must be one of debug, info, warning, error, critical"),
    ("HOST", "bad host", "HOST must be an IP address or a host name that resolves"),
    ("PORT", "99999", "PORT must be an integer from 1 to 65535, not 99999"),
    ("REUSE_PORT", "2", "REUSE_PORT must be 0 or 1, not '2'"),
    ("REDIS_URL", "foo://x",
     "REDIS_URL must be a redis://, rediss://, unix:// or redis+cluster:// URL"),
    ("REDIS_URL", "redis://:pw@127.0.0.1:6390/0?socket_timeout=x",
     "REDIS_URL: the option 'socket_timeout' has a value redis-py does not take"),
    ("REDIS_URL", "redis://127.0.0.1:6390/abc",
     "REDIS_URL: the path is the database number"),
    ("REDIS_URL", "redis://127.0.0.1:0/0",
     "REDIS_URL has a port that is not a number from 1 to 65535"),
    ("REDIS_URL", "redis://127.0.0.1:65536/0",
     "REDIS_URL has a port that is not a number from 1 to 65535"),
    ("REDIS_KEY_PREFIX", "stw\u00fc\u00b2",
     "REDIS_KEY_PREFIX must be up to 64 ASCII letters, digits or - _ . :"),
    ("REDIS_CLUSTER", "2", "REDIS_CLUSTER must be an integer from 0 to 1, not 2"),
    ("SESSION_MAX_EVENTS", "3",
     "SESSION_MAX_EVENTS must be an integer from 10 to 1000000000, not 3"),
    ("REQUEST_HANDOFF_MS", "abc", "REQUEST_HANDOFF_MS must be an integer from 0 to 1000, "
     "not 'abc'"),
    ("LIMIT_REQUEST_FIELD_SIZE", "100",
     "LIMIT_REQUEST_FIELD_SIZE must be an integer from 1024 to 65536, not 100"),
    ("GRACEFUL_TIMEOUT", "0", "GRACEFUL_TIMEOUT must be an integer from 1 to 3600, not 0"),
]


@pytest.mark.parametrize(("name", "value", "message"), GUNICORN_REFUSALS,
                         ids=[f"{n}={v}" for n, v, _ in GUNICORN_REFUSALS])
def test_gunicorn_conf_refuses_a_bad_value_naming_the_variable(name, value, message):
    done = load_gunicorn_conf(**{name: value})
    assert done.returncode == 1, done.stdout + done.stderr
    last_line = done.stderr.strip().splitlines()[-1]
    assert last_line.startswith("gunicorn.conf: ") and message in last_line, done.stderr
    assert "Traceback" not in done.stderr


def test_a_bad_handoff_is_refused_whatever_the_worker_class():
    """Only the shared-epoll worker reads REQUEST_HANDOFF_MS, but a bad value is not
    silently ignored under another class (it was with gthread and sync)."""
    for worker_class in ("gthread", "sync"):
        done = load_gunicorn_conf(WORKER_CLASS=worker_class, REQUEST_HANDOFF_MS="2000")
        assert done.returncode == 1, done.stdout + done.stderr
        assert done.stderr.strip().splitlines()[-1] == (
            "gunicorn.conf: REQUEST_HANDOFF_MS must be an integer from 0 to 1000, not 2000")


def test_searches_that_could_hold_every_request_thread_are_warned_of_at_start():
    """The README says: keep SEARCH_CONCURRENCY below THREADS. An audit ran THREADS=2 with
    SEARCH_CONCURRENCY=8 and nothing said so. A warning, not a refusal: the README's own
    "no quota" measurement sets SEARCH_CONCURRENCY=64 on purpose."""
    for threads, searches in (("2", "8"), ("1", "2")):  # THREADS=1 with streams: threaded
        warned = load_gunicorn_conf(THREADS=threads, SEARCH_CONCURRENCY=searches)
        assert warned.returncode == 0, warned.stderr
        assert (f"warning: SEARCH_CONCURRENCY={searches} is not below THREADS={threads}"
                in warned.stdout)
    for quiet in ({"THREADS": "4"}, {"THREADS": "4", "SEARCH_CONCURRENCY": "3"},
                  # one thread and no streams: a sync worker, where a search is the worker
                  {"THREADS": "1", "STREAM_MAX_CONNECTIONS": "0", "SEARCH_CONCURRENCY": "2"}):
        done = load_gunicorn_conf(**quiet)
        assert done.returncode == 0 and "SEARCH_CONCURRENCY" not in done.stdout, quiet


def start_metrics(directory: str) -> subprocess.CompletedProcess[str]:
    """deploy/gunicorn.conf.py loaded as gunicorn's master loads it, then its
    `on_starting` (which gunicorn calls before it listens)."""
    return subprocess.run(
        [sys.executable, "-c", "import runpy, sys; runpy.run_path(sys.argv[1])"
         "['on_starting'](None)", CONF],
        env=clean_env(PROMETHEUS_MULTIPROC_DIR=directory), cwd=ROOT, capture_output=True,
        text=True, timeout=60)


def test_a_metrics_directory_is_made_when_missing_and_refused_in_one_line_when_unusable(
        tmp_path):
    """PROMETHEUS_MULTIPROC_DIR naming a directory that does not exist yet: the start
    makes it (the check of the service's settings used to stop on a FileNotFoundError
    that named no variable); a file there: one line naming the variable."""
    missing = tmp_path / "metrics" / "here"
    done = start_metrics(str(missing))
    assert done.returncode == 0, done.stderr
    assert missing.is_dir()
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    done = start_metrics(str(a_file))
    assert done.returncode == 1
    last_line = done.stderr.strip().splitlines()[-1]
    assert last_line.startswith("gunicorn.conf: PROMETHEUS_MULTIPROC_DIR must be a directory")
    assert "Traceback" not in done.stderr


def test_gunicorn_conf_defaults_are_the_readme_process_tables():
    """Nothing set (no REDIS_URL: one worker): the table's gunicorn column."""
    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; s = runpy.run_path(sys.argv[1]); "
         "print(s['bind'], s['workers'], s['threads'], s['worker_class'], s['timeout'], "
         "s['keepalive'], s['graceful_timeout'], s['limit_request_line'], "
         "s['limit_request_field_size'], s['reuse_port'], s['loglevel'])", CONF],
        env=clean_env(), cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-11:] == [
        "0.0.0.0:8000", "1", "20", "service.worker.SharedEpollWorker", "30", "5", "10",
        "8190", "8192", "False", "info"]


def test_gunicorn_conf_takes_values_at_the_edges_of_their_ranges():
    done = load_gunicorn_conf(HOST="::1", PORT="65535", WEB_CONCURRENCY="1", THREADS="1",
                              TIMEOUT="1", KEEPALIVE="0", LIMIT_REQUEST_LINE="1024",
                              LOG_LEVEL="WARNING", REDIS_URL="redis://127.0.0.1:6379/0")
    assert done.returncode == 0, done.stderr
    bind, workers, threads, timeout, keepalive, line, level = done.stdout.split()[-7:]
    assert bind == "[::1]:65535"  # an IPv6 address in brackets, as gunicorn parses it
    assert (workers, threads, timeout, keepalive, line, level) == (
        "1", "17", "1", "0", "1024", "warning")


SERVE_REFUSALS = [
    ("PORT", "99999", "PORT must be an integer from 1 to 65535, not 99999"),
    ("PORT", "0", "PORT must be an integer from 1 to 65535, not 0"),
    ("HOST", "bad host", "HOST must be an IP address or a host name that resolves"),
    ("THREADS", "0", "THREADS must be an integer from 1 to 1024, not 0"),
    ("CONNECTION_LIMIT", "x", "CONNECTION_LIMIT must be an integer from 1 to 1000000"),
    ("CHANNEL_TIMEOUT", "0", "CHANNEL_TIMEOUT must be an integer from 1 to 86400, not 0"),
    ("LOG_LEVEL", "loud", "LOG_LEVEL must be one of debug, info, warning, error, critical"),
    ("REDIS_URL", "foo://x",
     "REDIS_URL must be a redis://, rediss://, unix:// or redis+cluster:// URL"),
    ("REDIS_URL", "redis://127.0.0.1:6390/0?health_check_interval=abc",
     "REDIS_URL: the option 'health_check_interval' has a value redis-py does not take"),
]


@pytest.mark.parametrize(("name", "value", "message"), SERVE_REFUSALS,
                         ids=[f"{n}={v}" for n, v, _ in SERVE_REFUSALS])
def test_make_runs_server_refuses_a_bad_value_naming_the_variable(name, value, message):
    done = subprocess.run([sys.executable, "deploy/serve.py"], env=clean_env(**{name: value}),
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout + done.stderr
    last_line = done.stderr.strip().splitlines()[-1]
    assert last_line.startswith("serve.py: ") and message in last_line, done.stderr
    assert "Traceback" not in done.stderr


DEV_SERVER_REFUSALS = [
    ("PORT", "abc", "PORT must be an integer from 1 to 65535, not 'abc'"),
    ("MAX_JSON_DEPTH", "3", "MAX_JSON_DEPTH must be an integer from 8 to"),
    ("REDIS_URL", "foo://x",
     "REDIS_URL must be a redis://, rediss://, unix:// or redis+cluster:// URL"),
]


@pytest.mark.parametrize(("name", "value", "message"), DEV_SERVER_REFUSALS,
                         ids=[f"{n}={v}" for n, v, _ in DEV_SERVER_REFUSALS])
def test_the_development_server_refuses_a_bad_value_naming_the_variable(name, value, message):
    """``python -m service`` (the README's `PORT` row names it) stopped with a traceback
    from the app factory (found by an audit); now the same one line as the other servers."""
    done = subprocess.run([sys.executable, "-m", "service"], env=clean_env(**{name: value}),
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    last_line = done.stderr.strip().splitlines()[-1]
    assert last_line.startswith("python -m service: ") and message in last_line, done.stderr


@pytest.mark.parametrize(("value", "cap"), [(None, "0"), ("", "0"), ("  ", "0"), ("3", "3")])
def test_make_runs_per_client_stream_cap_is_0_unset_or_blank(value, cap):
    """The README: `STREAM_MAX_PER_CLIENT` is 0 under `make run`; a blank value, which
    every variable reads as unset, gave the service's 8 there (audit)."""
    env = clean_env()
    env.pop("STREAM_MAX_PER_CLIENT", None)
    if value is not None:
        env["STREAM_MAX_PER_CLIENT"] = value
    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; s = runpy.run_path(sys.argv[1], "
         "run_name='serve'); print(s['app'].config['STREAM_MAX_PER_CLIENT'])",
         str(DEPLOY / "serve.py")], env=env, cwd=ROOT, capture_output=True, text=True,
        timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == cap


def test_make_run_ignores_gunicorns_metrics_directory(tmp_path):
    """PROMETHEUS_MULTIPROC_DIR is gunicorn's (the README's process table: "—" for
    waitress); inherited with a missing directory it stopped `make run` with a
    FileNotFoundError traceback (audit). One process counts in memory."""
    env = clean_env(PROMETHEUS_MULTIPROC_DIR=str(tmp_path / "missing"))
    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; s = runpy.run_path(sys.argv[1], "
         "run_name='serve'); r = s['app'].test_client().get('/metrics'); "
         "print(r.status_code, b'stichwerk_http_responses_total' in r.data)",
         str(DEPLOY / "serve.py")], env=env, cwd=ROOT, capture_output=True, text=True,
        timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert done.stdout.split()[-2:] == ["200", "True"]
    assert not (tmp_path / "missing").exists()


@pytest.mark.parametrize(("value", "shown"), [("abc", "'abc'"), ("1001", "1001"),
                                             ("-1", "-1")])
def test_the_shared_epoll_worker_refuses_a_bad_handoff_when_gunicorn_imports_it(value, shown):
    """gunicorn's master imports the worker class before it forks: a bad value stops it
    there with the same one line as every other integer variable."""
    done = subprocess.run([sys.executable, "-c", "import service.worker"],
                          env=clean_env(REQUEST_HANDOFF_MS=value), cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.strip() == (
        f"REQUEST_HANDOFF_MS must be an integer from 0 to 1000, not {shown}")


def test_the_handoff_is_5_ms_unset_or_blank_and_takes_both_ends_of_its_range():
    from service.worker import handoff_seconds
    assert handoff_seconds(None) == handoff_seconds("  ") == 0.005
    assert (handoff_seconds("0"), handoff_seconds(" 1000 ")) == (0.0, 1.0)


def test_a_refused_redis_url_is_not_repeated_because_it_may_hold_the_password():
    for url in ("redis://:hunter2@cache:abc/0", "memcached://user:hunter2@cache:11211",
                "hunter2@cache:6379", "redis://:hunter2@cache:6379/0?socket_timeout=hunter2",
                "redis://:hunter2@cache:6379/hunter2"):
        with pytest.raises(ConfigError) as refused:
            Config.from_env({"REDIS_URL": url})
        assert "REDIS_URL" in str(refused.value) and "hunter2" not in str(refused.value)


def test_redis_urls_that_redis_py_takes_are_taken():
    for url in ("redis://localhost:6379/0", "rediss://:pw@cache.example:6380/2",
                "unix:///run/redis/redis.sock", "redis://",
                "redis+cluster://10.0.0.1:7000", "rediss+cluster://:pw@node:7000"):
        assert Config.from_env({"REDIS_URL": url}).redis_url == url
    with pytest.raises(ConfigError, match="unix:// URL needs the socket's path"):
        Config.from_env({"REDIS_URL": "unix://"})


def test_gunicorns_master_imports_no_app_module_while_it_checks_the_settings():
    """prometheus-client imported in the master before PROMETHEUS_MULTIPROC_DIR is set
    leaves each worker counting on its own (tests/deploy/test_search_quotas.py saw it)."""
    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; runpy.run_path(sys.argv[1]); "
         "print(sorted(m for m in ('flask', 'prometheus_client', 'redis', 'flask_limiter') "
         "if m in sys.modules))", CONF],
        env=clean_env(), cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_server_env_reads_an_unset_or_blank_variable_as_its_default():
    env = ServerEnv("t", {"THREADS": "  ", "LOG_LEVEL": ""})
    assert env.integer("THREADS", 4, 1) == 4
    assert env.log_level() == "info"
    assert env.port(8000) == 8000
    with pytest.raises(SystemExit, match=r"^t: PORT must be an integer from 1 to 65535"):
        ServerEnv("t", {"PORT": "8o"}).port(8000)


def test_server_env_takes_a_given_value_as_written_around_its_blanks():
    env = ServerEnv("t", {"WORKER_CLASS": " gthread ", "REUSE_PORT": "1", "THREADS": " 7 ",
                          "LOG_LEVEL": "Debug", "HOST": " 127.0.0.1 "})
    assert env.choice("WORKER_CLASS", "sync", ("sync", "gthread")) == "gthread"
    assert env.choice("REUSE_PORT", "0", ("0", "1")) == "1"
    assert env.integer("THREADS", 4, 1) == 7
    assert env.log_level() == "debug"
    assert env.host("0.0.0.0") == "127.0.0.1"


def test_max_content_length_has_one_range_behind_nginx_and_without_it():
    """nginx's renderer refused a MAX_CONTENT_LENGTH above 64 MiB while the service took
    up to 10^9: one value must mean the same on both sides of the proxy."""
    render = runpy.run_path(str(DEPLOY / "nginx" / "render.py"))["render"]
    largest, beyond = str(MAX_CONTENT_LENGTH_MAXIMUM), str(MAX_CONTENT_LENGTH_MAXIMUM + 1)
    assert f"client_max_body_size {largest};" in render({"MAX_CONTENT_LENGTH": largest})
    assert Config.from_env({"MAX_CONTENT_LENGTH": largest}).max_content_length == int(largest)
    with pytest.raises(SystemExit, match="MAX_CONTENT_LENGTH"):
        render({"MAX_CONTENT_LENGTH": beyond})
    with pytest.raises(ConfigError, match=f"MAX_CONTENT_LENGTH must be an integer from 1 "
                                          f"to {largest}, not {beyond}"):
        Config.from_env({"MAX_CONTENT_LENGTH": beyond})


@pytest.mark.parametrize("value", ["1_000", "+1000", "²", "٣"])
def test_max_content_length_takes_the_same_forms_behind_nginx_and_without_it(value):
    """Python's int() and str.isdigit() took "1_000", "+1000" or "٣" on one side of the
    proxy and not on the other ("²" was nginx's "invalid literal for int()"): decimal
    digits only, on both sides (audit)."""
    render = runpy.run_path(str(DEPLOY / "nginx" / "render.py"))["render"]
    with pytest.raises(SystemExit, match=r"MAX_CONTENT_LENGTH=.*expected an integer from 1"):
        render({"MAX_CONTENT_LENGTH": value})
    with pytest.raises(ConfigError, match="MAX_CONTENT_LENGTH must be an integer from 1"):
        Config.from_env({"MAX_CONTENT_LENGTH": value})


def test_every_variable_the_servers_read_is_in_the_readme_process_table():
    """The service's variables have a completeness test (tests/service/
    test_service_config.py); the servers' own had none (audit)."""
    import re

    read: set[str] = set()
    for path in (DEPLOY / "gunicorn.conf.py", DEPLOY / "serve.py", ROOT / "service" / "worker.py"):
        source = path.read_text(encoding="utf-8")
        read |= set(re.findall(r'\.(?:integer|choice|raw)\(\s*"([A-Z_]+)"', source))
        read |= set(re.findall(r'environ(?:\.get)?\(\s*"([A-Z_]+)"', source))
        read |= set(re.findall(r'environ\["([A-Z_]+)"\]', source))
    read |= {"HOST", "PORT", "LOG_LEVEL"}  # ServerEnv.host(), .port(), .log_level()
    assert {"WEB_CONCURRENCY", "TIMEOUT", "CONNECTION_LIMIT", "REQUEST_HANDOFF_MS"} <= read
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("**Process settings**", 1)[1].split("\n## ", 1)[0]
    service_table = readme.split("## Operating limits (every variable in one table)", 1)[1]
    listed = set(re.findall(r"^\| `([A-Z_]+)` \|", table, flags=re.M))
    listed |= set(re.findall(r"^\| `([A-Z_]+)` \|", service_table.split("\n## ", 1)[0],
                             flags=re.M))
    assert read - listed == set()


# Where the code reads an environment variable: the service's and the servers' readers,
# os.environ, the soak's `_env`, a `*_ENV = "NAME"` constant (service/metrics.py).
ENV_READS = (r'os\.environ\.get\(\s*["\']([A-Z][A-Z0-9_]*)["\']',
             r'os\.environ\[["\']([A-Z][A-Z0-9_]*)["\']\](?!\s*=[^=])',
             r'os\.getenv\(\s*["\']([A-Z][A-Z0-9_]*)["\']',
             r'\benv\.get\(\s*"([A-Z][A-Z0-9_]*)"',
             r'_env\(\s*(?:env,\s*)?"([A-Z][A-Z0-9_]*)"',
             r'\.(?:integer|choice|raw)\(\s*"([A-Z][A-Z0-9_]*)"',
             r'^[A-Z_]*_ENV\s*=\s*"([A-Z][A-Z0-9_]*)"')


def _variables_the_code_reads() -> dict[str, set[str]]:
    import re

    read: dict[str, set[str]] = {}
    sources = sorted([*ROOT.glob("service/**/*.py"), *ROOT.glob("deploy/**/*.py"),
                      *ROOT.glob("bench/**/*.py"), DEPLOY / "Dockerfile"])
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for pattern in ENV_READS:
            for name in re.findall(pattern, text, re.M):
                read.setdefault(name, set()).add(path.relative_to(ROOT).as_posix())
    # nginx's renderer reads every key of its SETTINGS table
    render = runpy.run_path(str(DEPLOY / "nginx" / "render.py"))
    for name in render["SETTINGS"]:
        read.setdefault(name, set()).add("deploy/nginx/render.py")
    for name, _ in _makefile_variables():
        read.setdefault(name, set()).add("Makefile")
    return read


def _makefile_variables() -> list[tuple[str, str]]:
    """(name, default) of each ``NAME ?= default`` of the Makefile: make takes them from
    its command line and from the environment."""
    import re

    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return [(m[1], m[2].strip()) for m in re.finditer(r"^([A-Z][A-Z0-9_]*)\s*\?=(.*)$",
                                                        text, re.M)]


def test_every_variable_the_code_or_the_makefile_reads_is_in_a_readme_table():
    """The completeness tests covered service/config.py and the servers' files; an audit
    (session 36) found the Makefile's variables (PYTEST_ARGS, BENCH_ARGS, PROFILE_ARGS,
    the *_INSTRUCTIONS_ARGS, PYTHON, VENV) in no README table. This one reads service/,
    deploy/, bench/ and the Makefile."""
    from tests.readme import readme_variable_rows

    read = _variables_the_code_reads()
    assert {"SOAK_RATE", "PROMETHEUS_MULTIPROC_DIR", "NGINX_LISTEN", "PYTEST_ARGS",
            "REQUEST_HANDOFF_MS", "SESSION_TTL_SECONDS"} <= set(read)  # patterns still match
    listed = readme_variable_rows()
    missing = {name: sorted(where) for name, where in read.items() if name not in listed}
    assert missing == {}
    assert set(listed) - set(read) == set()  # and no table names a variable nothing reads


def test_the_readme_gives_each_makefile_variable_its_default():
    from tests.readme import readme_variable_rows

    listed = readme_variable_rows()
    for name, default in _makefile_variables():
        cells = [row for _, header, row in listed.get(name, []) if header[1] == "default"]
        assert cells, name
        shown = cells[0][1].replace("`", "")
        assert (default or "(empty)") in shown, (name, default, cells[0][1])


def _integer_reads() -> dict[str, dict[str, tuple[int | None, int, int]]]:
    """File -> name -> (default, minimum, maximum) of each ``.integer("NAME", default,
    minimum[, maximum])`` of the servers' files (a default that is not a literal: None)."""
    import ast
    import re

    from service.config import INT_ENV_MAXIMUM, STREAM_MAX_CONNECTIONS_MAXIMUM

    known = {"STREAM_MAX_CONNECTIONS_MAXIMUM": STREAM_MAX_CONNECTIONS_MAXIMUM}
    reads: dict[str, dict[str, tuple[int | None, int, int]]] = {}
    for path in (DEPLOY / "gunicorn.conf.py", DEPLOY / "serve.py"):
        text = path.read_text(encoding="utf-8")
        found = {}
        for m in re.finditer(r'\.integer\(\s*"([A-Z_]+)",\s*([^,()]+),\s*([^,()]+)'
                             r'(?:,\s*([^,()]+))?\)', text):
            values = [known.get(x.strip()) if x and x.strip() in known else
                      (ast.literal_eval(x.strip()) if x and x.strip()[0].isdigit() else None)
                      for x in m.groups()[1:]]
            default, low, high = values
            found[m[1]] = (default, low, INT_ENV_MAXIMUM if m[4] is None else high)
        reads[path.name] = found
    return reads


def test_the_readme_process_table_gives_each_integer_its_default_and_range():
    """The process table's range and defaults were checked by hand only: each integer
    that gunicorn.conf.py or serve.py reads has there the code's range (``MIN…MAX`` at the
    start of the last column, or after "workers, " and the like) and, per server, its
    default."""
    import re

    from tests.readme import readme_tables

    table = next(body for _, header, body in readme_tables()
                 if header[:2] == ["variable", "gunicorn"])
    rows = {re.fullmatch(r"`([A-Z_]+)`", cells[0])[1]: cells for cells in table}
    reads = _integer_reads()
    assert len(reads["gunicorn.conf.py"]) >= 9 and len(reads["serve.py"]) >= 4
    for column, server in ((1, "gunicorn.conf.py"), (2, "serve.py")):
        for name, (default, low, high) in reads[server].items():
            cells = rows[name]
            shown = re.search(r"(\d+)…(\d+)", cells[3])
            assert shown and (int(shown[1]), int(shown[2])) == (low, high), (name, cells[3])
            if default is not None:
                assert cells[column].split()[0] == str(default), (name, server, cells[column])
