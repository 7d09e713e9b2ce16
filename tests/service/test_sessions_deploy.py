"""The deployment files (no Docker or Kubernetes here): the YAML parses and says what the
README promises; the gunicorn config reads the environment and logs to stdout."""

from __future__ import annotations

import re
import runpy
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
    [api] = pod["containers"]
    assert api["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert api["readinessProbe"]["httpGet"]["path"] == "/readyz"
    env = {e["name"]: e for e in api["env"]}
    assert env["REDIS_URL"]["valueFrom"]["secretKeyRef"] == {"name": "stichwerk-redis",
                                                             "key": "REDIS_URL"}
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert api["securityContext"]["readOnlyRootFilesystem"] is True
    assert docs["Secret/stichwerk-redis"]["stringData"]["REDIS_URL"].startswith("redis")
    hpa = docs["HorizontalPodAutoscaler/stichwerk"]
    assert hpa["spec"]["scaleTargetRef"]["name"] == "stichwerk"
    assert hpa["spec"]["minReplicas"] >= 2
    service = docs["Service/stichwerk"]
    assert service["spec"]["selector"] == deployment["spec"]["selector"]["matchLabels"]
    kustomization = load_all(DEPLOY / "k8s" / "kustomization.yaml")[0]
    assert all((DEPLOY / "k8s" / f).exists() for f in kustomization["resources"])


def test_compose_runs_the_service_with_redis():
    compose = load_all(DEPLOY / "docker-compose.yml")[0]
    api, redis = compose["services"]["api"], compose["services"]["redis"]
    assert api["environment"]["REDIS_URL"] == "redis://redis:6379/0"
    assert api["depends_on"]["redis"]["condition"] == "service_healthy"
    assert api["build"]["dockerfile"] == "deploy/Dockerfile"
    assert "--appendonly" in redis["command"]


def test_dockerfile_is_multi_stage_and_non_root():
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert len(re.findall(r"^FROM ", text, re.M)) == 2
    assert re.search(r"^USER 10001", text, re.M)
    assert "gunicorn.conf.py" in text and "service.wsgi:app" in text


def gunicorn_settings(monkeypatch: pytest.MonkeyPatch, **env: str) -> dict[str, Any]:
    for name in ("REDIS_URL", "WEB_CONCURRENCY", "THREADS", "PORT", "HOST"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))


def test_gunicorn_config_from_the_environment(monkeypatch, capsys):
    shared = gunicorn_settings(monkeypatch, REDIS_URL="redis://r:6379/0", WEB_CONCURRENCY="3",
                               THREADS="2", PORT="9000", HOST="127.0.0.1")
    assert (shared["workers"], shared["threads"], shared["worker_class"]) == (3, 2, "gthread")
    assert shared["bind"] == "127.0.0.1:9000"
    embedded = gunicorn_settings(monkeypatch, WEB_CONCURRENCY="3")
    assert (embedded["workers"], embedded["threads"]) == (1, 4)  # one process holds sessions
    assert "REDIS_URL is unset" in capsys.readouterr().out
    handlers = embedded["logconfig_dict"]["handlers"]
    assert all(h["stream"] == "ext://sys.stdout" for h in handlers.values())
    # No header (the Authorization header carries tokens) in the access log format.
    assert not re.search(r"%\(\{[^}]*\}i\)", embedded["access_log_format"])
