"""The deployment files (no Docker or Kubernetes here): the YAML parses and says what the
README promises; the gunicorn config reads the environment and logs to stdout."""

from __future__ import annotations

import os
import re
import runpy
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


def load_all(path: Path) -> list[Any]:
    return [d for d in yaml.safe_load_all(path.read_text(encoding="utf-8")) if d is not None]


def k8s() -> dict[str, dict[str, Any]]:
    docs: dict[str, dict[str, Any]] = {}
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        for doc in load_all(path):
            docs[f"{doc['kind']}/{doc.get('metadata', {}).get('name', path.stem)}"] = doc
    return docs


def test_every_yaml_file_parses():
    files = [*sorted((DEPLOY / "k8s").glob("*.yaml")), DEPLOY / "docker-compose.yml"]
    assert len(files) >= 7
    for path in files:
        assert load_all(path), path


def test_deployment_probes_secret_and_security():
    docs = k8s()
    deployment = docs["Deployment/stichwerk"]
    pod = deployment["spec"]["template"]["spec"]
    containers = {c["name"]: c for c in pod["containers"]}
    assert set(containers) == {"proxy", "api"}
    api, proxy = containers["api"], containers["proxy"]
    ports = {p["name"]: p["containerPort"] for c in pod["containers"] for p in c["ports"]}
    assert ports == {"http": 8080, "api": 8000}
    # The kubelet's probes go straight to gunicorn: liveness /healthz, readiness /readyz
    # (a Redis outage takes the pod out of the Service; nothing restarts).
    assert api["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "api"}
    assert api["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "api"}
    assert api["startupProbe"]["httpGet"]["path"] == "/healthz"
    assert "httpGet" not in proxy["livenessProbe"]  # nginx restarts only when it is down
    assert proxy["readinessProbe"]["httpGet"]["path"] == "/healthz"
    # The Service's traffic goes through nginx, which forwards over loopback.
    assert proxy["command"][-2:] == ["--exec", "/tmp/nginx"]
    assert proxy["image"] == api["image"]
    proxy_env = {e["name"]: e.get("value") for e in proxy["env"]}
    api_env_values = {e["name"]: e.get("value") for e in api["env"]}
    assert proxy_env["NGINX_UPSTREAM"] == f"127.0.0.1:{api_env_values['PORT']}"
    assert proxy_env["NGINX_LISTEN"] == "8080"
    assert proxy_env["MAX_CONTENT_LENGTH"] == api_env_values["MAX_CONTENT_LENGTH"]
    env = {e["name"]: e for e in api["env"]}
    assert env["REDIS_URL"]["valueFrom"]["secretKeyRef"] == {"name": "stichwerk-redis",
                                                             "key": "REDIS_URL"}
    assert pod["securityContext"]["runAsNonRoot"] is True
    for container in (api, proxy):
        assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert {m["mountPath"] for m in api["volumeMounts"]} == {"/tmp"}
    assert {m["mountPath"] for m in proxy["volumeMounts"]} == {"/tmp", "/nginx-body"}
    assert docs["Secret/stichwerk-redis"]["stringData"]["REDIS_URL"].startswith("redis")
    hpa = docs["HorizontalPodAutoscaler/stichwerk"]
    assert hpa["spec"]["scaleTargetRef"]["name"] == "stichwerk"
    assert hpa["spec"]["minReplicas"] >= 2
    service = docs["Service/stichwerk"]
    assert service["spec"]["selector"] == deployment["spec"]["selector"]["matchLabels"]
    assert [p["targetPort"] for p in service["spec"]["ports"]] == ["http"]
    kustomization = load_all(DEPLOY / "k8s" / "kustomization.yaml")[0]
    assert all((DEPLOY / "k8s" / f).exists() for f in kustomization["resources"])


def test_compose_runs_the_service_with_redis_behind_nginx():
    compose = load_all(DEPLOY / "docker-compose.yml")[0]
    services = compose["services"]
    api, redis, proxy = services["api"], services["redis"], services["proxy"]
    assert api["environment"]["REDIS_URL"] == "redis://redis:6379/0"
    assert api["depends_on"]["redis"]["condition"] == "service_started"
    assert api["build"]["dockerfile"] == "deploy/Dockerfile"
    assert "--appendonly" in redis["command"]
    # Only the proxy is published; it forwards to the api service.
    assert "ports" not in api and proxy["ports"] == ["8000:8080"]
    assert proxy["environment"]["NGINX_UPSTREAM"] == "api:8000"
    assert proxy["environment"]["MAX_CONTENT_LENGTH"] == api["environment"][
        "MAX_CONTENT_LENGTH"]
    assert proxy["command"][-2:] == ["--exec", "/tmp/nginx"]
    assert proxy["image"] == api["image"] and proxy["read_only"] is True


def test_dockerfile_is_multi_stage_and_non_root():
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert len(re.findall(r"^FROM ", text, re.M)) == 2
    assert re.search(r"^USER 10001", text, re.M)
    assert "gunicorn.conf.py" in text and "service.wsgi:app" in text
    assert "install -y --no-install-recommends nginx" in text  # Debian's package
    assert "deploy/nginx/nginx.conf.template deploy/nginx/render.py" in text


def gunicorn_settings(monkeypatch: pytest.MonkeyPatch, **env: str) -> dict[str, Any]:
    for name in ("REDIS_URL", "WEB_CONCURRENCY", "THREADS", "PORT", "HOST", "WORKER_CLASS",
                 "KEEPALIVE", "STREAM_MAX_CONNECTIONS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))


def test_gunicorn_config_from_the_environment(monkeypatch, capsys):
    shared = gunicorn_settings(monkeypatch, REDIS_URL="redis://r:6379/0", WEB_CONCURRENCY="3",
                               THREADS="2", PORT="9000", HOST="127.0.0.1")
    # THREADS request threads plus one per admitted event stream (16 by default).
    assert (shared["workers"], shared["threads"], shared["worker_class"]) == (
        3, 18, "service.worker.SharedEpollWorker")
    assert shared["bind"] == "127.0.0.1:9000"
    embedded = gunicorn_settings(monkeypatch, WEB_CONCURRENCY="3")
    assert (embedded["workers"], embedded["threads"]) == (1, 20)  # one process holds sessions
    # a blank REDIS_URL is unset for the service (service/config.py strips it), so for the
    # worker count too: several embedded stores would each hold a share of the sessions
    blank = gunicorn_settings(monkeypatch, REDIS_URL="  ", WEB_CONCURRENCY="3")
    assert blank["workers"] == 1
    no_streams = gunicorn_settings(monkeypatch, REDIS_URL="redis://r:6379/0", THREADS="1",
                                   STREAM_MAX_CONNECTIONS="0")
    assert (no_streams["threads"], no_streams["worker_class"]) == (1, "sync")
    # Without streams but with the default THREADS the worker stays threaded (the README
    # said STREAM_MAX_CONNECTIONS=0 alone gave back the sync workers: audit).
    threaded = gunicorn_settings(monkeypatch, REDIS_URL="redis://r:6379/0",
                                 STREAM_MAX_CONNECTIONS="0")
    assert (threaded["threads"], threaded["worker_class"]) == (
        4, "service.worker.SharedEpollWorker")
    assert "REDIS_URL is unset" in capsys.readouterr().out
    # Behind nginx, whose upstream connections stay idle at most 4 s.
    assert embedded["keepalive"] > 4
    assert gunicorn_settings(monkeypatch, WORKER_CLASS="sync")["worker_class"] == "sync"
    assert gunicorn_settings(monkeypatch, WORKER_CLASS="gthread")["worker_class"] == "gthread"
    handlers = embedded["logconfig_dict"]["handlers"]
    assert all(h["stream"] == "ext://sys.stdout" for h in handlers.values())
    # No header (the Authorization header carries tokens) in the access log format.
    assert not re.search(r"%\(\{[^}]*\}i\)", embedded["access_log_format"])


# ----- the deploy's Redis: maxmemory and its policy (issue 11), on a real redis-server -------

def _megabytes(limit: str) -> int:
    number, unit = re.fullmatch(r"(\d+)([MmGg])i?", limit).groups()  # type: ignore[union-attr]
    return int(number) * (1024 if unit.lower() == "g" else 1)


def _redis_args() -> dict[str, tuple[list[str], int]]:
    """The redis-server arguments and the memory limit (MiB) of compose and k8s."""
    compose = load_all(DEPLOY / "docker-compose.yml")[0]["services"]["redis"]
    statefulset = k8s()["StatefulSet/stichwerk-redis"]
    container = statefulset["spec"]["template"]["spec"]["containers"][0]
    k8s_args = list(container["args"])  # the password comes from a file (tested below)
    return {"compose": (compose["command"][1:], _megabytes(compose["mem_limit"])),
            "k8s": (k8s_args, _megabytes(container["resources"]["limits"]["memory"]))}


@pytest.mark.parametrize("where", ["compose", "k8s"])
def test_the_deploy_redis_runs_with_maxmemory_below_its_limit_and_noeviction(where, tmp_path):
    from tests.service.redis_server import RedisServer

    args, limit_mb = _redis_args()[where]
    server = RedisServer(tmp_path, extra=args)
    with server:
        client = server.client()
        try:
            maxmemory = int(client.config_get("maxmemory")["maxmemory"])
            policy = client.config_get("maxmemory-policy")["maxmemory-policy"]
        finally:
            client.close()
    assert policy == "noeviction"
    assert 0 < maxmemory <= 0.8 * limit_mb * 1024 * 1024  # headroom for the AOF fork


def test_request_bodies_have_a_volume_of_their_own_sized_for_the_limits():
    """A body above 64 KiB waits in a file, whole, while it arrives: up to
    MAX_CONTENT_LENGTH per upload, NGINX_CONN_PER_CLIENT uploads per address. They filled
    the 64Mi in-memory proxy-tmp (nginx.conf, answers for slow readers) from 17
    addresses. Now: a memory-backed volume of their own (full, it fails those uploads;
    a disk-backed one over its sizeLimit would get the pod evicted) holding at least 16
    addresses' worth, and a memory limit that holds both volumes and a worker full of
    partial request heads (about 14 KiB each, README)."""
    pod = k8s()["Deployment/stichwerk"]["spec"]["template"]["spec"]
    proxy = next(c for c in pod["containers"] if c["name"] == "proxy")
    env = {e["name"]: e.get("value") for e in proxy["env"]}
    mounts = {m["mountPath"]: m["name"] for m in proxy["volumeMounts"]}
    volumes = {v["name"]: v["emptyDir"] for v in pod["volumes"]}
    body = volumes[mounts[env["NGINX_BODY_TEMP_PATH"]]]
    assert mounts[env["NGINX_BODY_TEMP_PATH"]] != mounts["/tmp"]
    assert body["medium"] == "Memory"
    per_address = int(env["MAX_CONTENT_LENGTH"]) * int(env["NGINX_CONN_PER_CLIENT"])
    assert _megabytes(body["sizeLimit"]) * 2**20 >= 16 * per_address
    render = runpy.run_path(str(DEPLOY / "nginx" / "render.py"))
    slots = int(env.get("NGINX_WORKER_CONNECTIONS")
                or render["SETTINGS"]["NGINX_WORKER_CONNECTIONS"][0])
    in_memory = sum(_megabytes(volumes[name]["sizeLimit"]) for name in set(mounts.values())
                    if volumes[name].get("medium") == "Memory")
    assert _megabytes(proxy["resources"]["limits"]["memory"]) >= (
        in_memory + slots * 14 // 1024 + 16)
    compose = load_all(DEPLOY / "docker-compose.yml")[0]["services"]["proxy"]
    tmpfs = dict(item.split(":", 1) for item in compose["tmpfs"])
    assert compose["environment"]["NGINX_BODY_TEMP_PATH"] in tmpfs
    assert all("size=" in options for options in tmpfs.values())  # else: host memory


def test_the_compose_api_has_the_pods_limits():
    """compose's api had no memory limit (nor a size for its in-memory /tmp) while the
    pod's api has 512Mi: one container could take the host's memory. Now the pod's CPU
    and memory limits (the CPU quota also gives it the pod's 2 workers for that memory,
    not up to 5) and the pod's /tmp size."""
    api = load_all(DEPLOY / "docker-compose.yml")[0]["services"]["api"]
    pod = k8s()["Deployment/stichwerk"]["spec"]["template"]["spec"]
    container = next(c for c in pod["containers"] if c["name"] == "api")
    limits = container["resources"]["limits"]
    assert _megabytes(api["mem_limit"]) == _megabytes(limits["memory"]) == 512
    assert float(api["cpus"]) == float(limits["cpu"])
    mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
    volumes = {v["name"]: v["emptyDir"] for v in pod["volumes"]}
    tmpfs = dict(item.split(":", 1) for item in api["tmpfs"])
    assert tmpfs["/tmp"] == f"size={_megabytes(volumes[mounts['/tmp']]['sizeLimit'])}m"


# ----- who reaches gunicorn's port, and where Redis's password goes -----------------------

def test_only_nginx_s_port_is_open_to_every_pod():
    """Any pod could reach gunicorn's :8000 (skipping nginx's limits, reaching /metrics):
    only Redis had a NetworkPolicy. The API pods' policy opens 8080 to all and 8000 to
    chosen peers only (the kubelet's probes come from the node: always allowed)."""
    docs = k8s()
    selector = docs["Deployment/stichwerk"]["spec"]["selector"]["matchLabels"]
    policies = [d for d in docs.values() if d["kind"] == "NetworkPolicy"
                and d["spec"]["podSelector"].get("matchLabels") == selector]
    assert len(policies) == 1
    spec = policies[0]["spec"]
    assert "Ingress" in spec["policyTypes"]
    open_ports, chosen_ports = set(), set()
    for rule in spec["ingress"]:
        ports = {p["port"] for p in rule["ports"]}  # a rule without ports opens them all
        assert rule.get("from") or ports == {8080}, rule
        (chosen_ports if rule.get("from") else open_ports).update(ports)
        for peer in rule.get("from", []):
            assert "ipBlock" not in peer and peer.get("podSelector", {}).get("matchLabels")
    assert open_ports == {8080} and chosen_ports == {8000}
    kustomization = load_all(DEPLOY / "k8s" / "kustomization.yaml")[0]
    assert "networkpolicy.yaml" in kustomization["resources"]


def _redis_container() -> dict[str, Any]:
    pod = k8s()["StatefulSet/stichwerk-redis"]["spec"]["template"]["spec"]
    container: dict[str, Any] = pod["containers"][0]
    return container


@pytest.mark.parametrize("password", ["change-me", 'a "quoted" pass\\word with $HOME'])
def test_the_redis_password_is_never_a_process_argument(tmp_path, password):
    """`--requirepass $(REDIS_PASSWORD)` put the password in redis-server's command line,
    which `ps` shows to every process on the node. The container's script writes it to a
    0600 config file instead; run here with sh and a real redis-server."""
    import redis as redis_py

    from tests.service.redis_server import free_port

    container = _redis_container()
    words = [*container["command"], *container["args"]]
    assert not any("requirepass" in w and w.startswith("--") for w in words)
    assert not any("$(REDIS_PASSWORD)" in w for w in words)
    assert container["command"][:2] == ["sh", "-c"]
    mounts = {m["mountPath"] for m in container["volumeMounts"]}
    script = container["command"][2]
    assert "/run/redis" in mounts and "/run/redis/auth.conf" in script
    port = free_port()
    script = script.replace("/run/redis", str(tmp_path))
    args = [*container["args"], "--port", str(port), "--bind", "127.0.0.1", "--dir",
            str(tmp_path), "--appendonly", "no", "--databases", "1"]
    log = tmp_path / "redis.out"
    with log.open("wb") as out:
        process = subprocess.Popen(["sh", "-c", script, *container["command"][3:], *args],
                                   env={"PATH": os.environ["PATH"],
                                        "REDIS_PASSWORD": password},
                                   stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # a PING without the password: -NOAUTH
            assert process.poll() is None, log.read_text(errors="replace")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(64).startswith(b"-NOAUTH"):
                        break
            except OSError:
                time.sleep(0.05)
        cmdline = Path(f"/proc/{process.pid}/cmdline").read_bytes().decode()
        assert "redis-server" in cmdline and password not in cmdline  # exec'd: same pid
        assert (tmp_path / "auth.conf").stat().st_mode & 0o077 == 0
        with pytest.raises(redis_py.exceptions.AuthenticationError):
            redis_py.Redis(port=port).ping()  # no password: refused
        client = redis_py.Redis(port=port, password=password)
        assert client.ping() is True
        assert client.config_get("maxmemory-policy")["maxmemory-policy"] == "noeviction"
        client.close()
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.mark.parametrize("password", ["", "two\nlines"])
def test_a_redis_password_the_config_file_cannot_hold_stops_the_start(tmp_path, password):
    script = _redis_container()["command"][2].replace("/run/redis", str(tmp_path))
    result = subprocess.run(["sh", "-c", script, "redis-server", "--port", "0"],
                            env={"PATH": os.environ["PATH"], "REDIS_PASSWORD": password},
                            capture_output=True, text=True, timeout=10)
    assert result.returncode != 0 and "REDIS_PASSWORD" in result.stderr


def test_compose_starts_the_proxy_when_redis_is_down():
    """`proxy` waits for `api` to be healthy, and api's healthcheck was /readyz (Redis
    answers), itself started only once Redis was healthy: with Redis down at `up`, the
    proxy never started and even the stateless routes were out of reach. The waits are
    on liveness now (/healthz never asks Redis), readiness stays /readyz (the pod's
    readinessProbe; a load balancer's check in front of compose)."""
    services = load_all(DEPLOY / "docker-compose.yml")[0]["services"]
    api, proxy = services["api"], services["proxy"]
    assert proxy["depends_on"]["api"]["condition"] == "service_healthy"
    check = " ".join(api["healthcheck"]["test"])
    assert "/healthz" in check and "/readyz" not in check
    assert api["depends_on"]["redis"]["condition"] != "service_healthy"
    assert "/readyz" not in " ".join(proxy["healthcheck"]["test"])
    pod = k8s()["Deployment/stichwerk"]["spec"]["template"]["spec"]
    api_pod = next(c for c in pod["containers"] if c["name"] == "api")
    assert api_pod["readinessProbe"]["httpGet"]["path"] == "/readyz"
