"""Generate, check and lint what is built from openapi/openapi.json.

    python clients/tools/clients.py generate     # rewrite the committed clients (make clients)
    python clients/tools/clients.py check        # exit 1 if a committed client is stale
    python clients/tools/clients.py lint         # Redocly (recommended) + Spectral (oas)
    python clients/tools/clients.py generators   # openapi-generator: typescript-fetch,
                                                 # kotlin, swift5; tsc on the first

The committed clients are ``clients/typescript/src/schema.d.ts`` (openapi-typescript) and
``clients/python/`` (openapi-python-client); the openapi-generator outputs go to
``build/clients/`` only. Node tools come from ``npm ci`` in ``clients/tools`` and
``clients/typescript`` (`ensure_node_modules`: run when the lockfile is newer than the
installed tree, under a file lock so that parallel test workers install once); Java runs
once per spec (a stamp named by the spec's and the generator's hash in ``build/clients``).

    python clients/tools/clients.py java         # openapi-generator's java (native) client,
                                                 # compiled with javac (`java_client`)
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import filecmp
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SPEC = REPO / "openapi" / "openapi.json"
TOOLS = REPO / "clients" / "tools"
TYPESCRIPT = REPO / "clients" / "typescript"
PLAY = REPO / "clients" / "play"  # the /play page (make play), built on TYPESCRIPT
PYTHON_CLIENT = REPO / "clients" / "python"
PYTHON_CONFIG = TOOLS / "openapi-python-client.yaml"
PYTHON_TEMPLATES = TOOLS / "python-templates"
BUILD = REPO / "build" / "clients"
GENERATORS = ("typescript-fetch", "kotlin", "swift5")
NPM_TIMEOUT = 600
TOOL_TIMEOUT = 300
JAVA_HARNESS = TOOLS / "java" / "DecodeAnswers.java"
# Debian's jars (make java installs them): all the generated java client needs to compile
# and to read JSON, except jackson-datatype-jsr310, which Debian does not package (see
# `java_client`).
JAVA_LIBS = tuple(Path("/usr/share/java") / f"{name}.jar" for name in (
    "jackson-databind", "jackson-core", "jackson-annotations", "jakarta-annotation-api"))
JAVA_OPTIONS = {"library": "native", "openApiNullable": False, "useJakartaEe": True,
                "hideGenerationTimestamp": True, "invokerPackage": "stichwerk",
                "apiPackage": "stichwerk.api", "modelPackage": "stichwerk.model"}


def run(cmd: list[str], cwd: Path = REPO, timeout: int = TOOL_TIMEOUT) -> str:
    """Run ``cmd``; its output, or SystemExit with the output when it fails."""
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          check=False)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout}\n"
                         f"{proc.stderr}")
    return proc.stdout + proc.stderr


@contextlib.contextmanager
def locked(name: str) -> Iterator[None]:
    BUILD.mkdir(parents=True, exist_ok=True)
    with open(BUILD / f"{name}.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def ensure_node_modules(folder: Path) -> None:
    """``npm ci`` in ``folder`` unless its installed tree matches its lockfile."""
    installed = folder / "node_modules" / ".package-lock.json"
    lock = folder / "package-lock.json"
    with locked(f"npm-{folder.name}"):
        if installed.exists() and installed.stat().st_mtime >= lock.stat().st_mtime:
            return
        run(["npm", "ci", "--no-audit", "--no-fund"], cwd=folder, timeout=NPM_TIMEOUT)


def node_bin(folder: Path, name: str) -> str:
    return str(folder / "node_modules" / ".bin" / name)


# ----- the committed clients -------------------------------------------------------------

def write_typescript(target: Path) -> None:
    """openapi-typescript through its Node API (`clients/typescript/scripts/generate.mjs`):
    what its CLI writes with --default-non-nullable=false (a property with a default stays
    optional: request options are all optional), and a `oneOf` of closed objects without
    a discriminator as an exclusive union (a body with both `state` and `state_token`
    does not compile)."""
    ensure_node_modules(TYPESCRIPT)
    run(["node", str(TYPESCRIPT / "scripts" / "generate.mjs"), str(SPEC), str(target)],
        cwd=TYPESCRIPT)


def write_python(target: Path) -> None:
    """openapi-python-client into ``target`` (a folder it replaces), with the templates of
    `PYTHON_TEMPLATES` in place of its own of the same name (a union's parser)."""
    run([sys.executable, "-m", "openapi_python_client", "generate", "--path", str(SPEC),
         "--config", str(PYTHON_CONFIG), "--meta", "setup", "--output-path", str(target),
         "--custom-template-path", str(PYTHON_TEMPLATES), "--overwrite"])


def generate() -> None:
    write_typescript(TYPESCRIPT / "src" / "schema.d.ts")
    write_python(PYTHON_CLIENT)


def stale() -> list[str]:
    """The committed client files that differ from what the spec generates now."""
    out: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "schema.d.ts"
        write_typescript(ts)
        if not filecmp.cmp(ts, TYPESCRIPT / "src" / "schema.d.ts", shallow=False):
            out.append("clients/typescript/src/schema.d.ts")
        py = Path(tmp) / "python"
        write_python(py)
        out.extend(f"clients/python/{name}" for name in tree_diff(py, PYTHON_CLIENT))
    return out


def tree_diff(a: Path, b: Path) -> list[str]:
    """Relative paths that exist in one tree only or differ. What an install leaves in a
    source tree is ignored, as .gitignore ignores it: ``__pycache__``, and the ``build/``,
    ``dist/`` and ``*.egg-info`` of ``pip install ./clients/python`` (the README's way to
    install the client, which made the committed client look stale)."""
    def built(part: str) -> bool:
        return part in ("__pycache__", "build", "dist") or part.endswith(".egg-info")

    def files(root: Path) -> set[str]:
        return {str(p.relative_to(root)) for p in root.rglob("*")
                if p.is_file() and not any(built(part) for part in p.relative_to(root).parts)
                } if root.exists() else set()

    fa, fb = files(a), files(b)
    differ = {f for f in fa & fb if not filecmp.cmp(a / f, b / f, shallow=False)}
    return sorted((fa ^ fb) | differ)


# ----- lint -------------------------------------------------------------------------------

def lint() -> str:
    """Redocly (recommended) and Spectral (oas): any error or warning fails."""
    ensure_node_modules(TOOLS)
    redocly = run([node_bin(TOOLS, "redocly"), "lint", "--config",
                   str(TOOLS / "redocly.yaml"), "--max-problems", "1000",
                   "--format", "stylish", str(SPEC)], cwd=TOOLS)
    if "warning" in redocly.replace("Deprecation warning", ""):
        raise SystemExit(f"Redocly warnings:\n{redocly}")
    spectral = run([node_bin(TOOLS, "spectral"), "lint", "--ruleset",
                    str(TOOLS / ".spectral.yaml"), "--fail-severity", "warn",
                    "--format", "text", str(SPEC)], cwd=TOOLS)
    return redocly + spectral


# ----- openapi-generator -----------------------------------------------------------------

def generator_jar() -> Path:
    import openapi_generator_cli  # the PyPI wheel ships the jar

    jars = sorted(Path(openapi_generator_cli.__file__).parent.glob("*.jar"))
    if not jars:
        raise SystemExit("openapi-generator-cli: no jar in the wheel")
    return jars[0]


def generators() -> Path:
    """typescript-fetch, kotlin and swift5 from the spec in one JVM (``batch``), with the
    generator's own spec validation off (its swagger-parser wants a Link's
    ``requestBody`` to be a string; OpenAPI 3.1 allows any value, and Redocly and Spectral
    validate the spec in `lint`); any generation error fails. The TypeScript output then
    compiles with ``tsc --strict``. Skipped when a stamp says this spec and this jar have
    passed already. Returns the output folder."""
    jar = generator_jar()
    digest = hashlib.sha256(SPEC.read_bytes() + jar.read_bytes()[:1 << 20]).hexdigest()[:16]
    out = BUILD / "openapi-generator"
    stamp = out / f"ok-{digest}"
    with locked("openapi-generator"):
        if stamp.exists():
            return out
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        configs = []
        for name in GENERATORS:
            config = out / f"{name}.json"
            config.write_text(json.dumps({
                "generatorName": name, "inputSpec": str(SPEC), "outputDir": str(out / name),
                "validateSpec": False, "additionalProperties": {"hideGenerationTimestamp": True},
            }), encoding="utf-8")
            configs.append(str(config))
        log = run(["java", "-jar", str(jar), "batch", "--fail-fast", *configs])
        (out / "generator.log").write_text(log, encoding="utf-8")
        compile_typescript_fetch(out / "typescript-fetch")
        stamp.write_text(digest, encoding="utf-8")
    return out


def compile_typescript_fetch(folder: Path) -> None:
    ensure_node_modules(TYPESCRIPT)
    config = folder / "tsconfig.check.json"
    config.write_text(json.dumps({
        "compilerOptions": {"target": "ES2022", "module": "ES2022",
                            "moduleResolution": "Bundler", "lib": ["ES2022", "DOM"],
                            "strict": True, "noEmit": True, "skipLibCheck": True},
        "include": ["src/**/*.ts", "*.ts", "apis/**/*.ts", "models/**/*.ts"],
    }), encoding="utf-8")
    run([node_bin(TYPESCRIPT, "tsc"), "-p", str(config)], cwd=folder)


def java_client() -> str:
    """openapi-generator's ``java`` client (library ``native``: java.net.http and Jackson)
    of the spec in ``build/clients/java``, compiled by javac with `JAVA_HARNESS` against
    Debian's Jackson; returns the classpath that runs ``DecodeAnswers``. Jackson's
    java.time module (jackson-datatype-jsr310) is not in Debian, so the two lines that
    register it are cut from the generated ``ApiClient`` and ``JSON`` (and its two
    ``RFC3339*`` helpers are left out); no model has a java.time field (checked), so
    nothing the models read changes. Skipped when a stamp says this spec, jar and harness
    have passed already."""
    jar = generator_jar()
    digest = hashlib.sha256(SPEC.read_bytes() + jar.read_bytes()[:1 << 20]
                            + JAVA_HARNESS.read_bytes()
                            + json.dumps(JAVA_OPTIONS).encode()).hexdigest()[:16]
    out = BUILD / "java"
    classes = out / "classes"
    classpath = os.pathsep.join([str(classes), *map(str, JAVA_LIBS)])
    stamp = out / f"ok-{digest}"
    with locked("java"):
        if stamp.exists():
            return classpath
        missing = [str(lib) for lib in JAVA_LIBS if not lib.exists()]
        if missing or shutil.which("javac") is None:
            raise SystemExit(f"javac or Debian's jars missing (make java): {missing}")
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        config = out / "java.json"
        config.write_text(json.dumps({
            "generatorName": "java", "inputSpec": str(SPEC), "outputDir": str(out / "src"),
            "validateSpec": False, "additionalProperties": JAVA_OPTIONS,
        }), encoding="utf-8")
        log = run(["java", "-jar", str(jar), "batch", "--fail-fast", str(config)])
        (out / "generator.log").write_text(log, encoding="utf-8")
        source = out / "src" / "src" / "main" / "java"
        invoker = source / "stichwerk"
        for name, cut in (("ApiClient.java", 3), ("JSON.java", 2)):
            lines = (invoker / name).read_text(encoding="utf-8").splitlines(keepends=True)
            kept = [x for x in lines if "jsr310" not in x and "JavaTimeModule" not in x]
            if len(lines) - len(kept) != cut:
                raise SystemExit(f"{name}: expected {cut} java.time lines, "
                                 f"found {len(lines) - len(kept)}")
            (invoker / name).write_text("".join(kept), encoding="utf-8")
        sources = [p for p in source.rglob("*.java")
                   if p.name not in ("RFC3339InstantDeserializer.java",
                                     "RFC3339JavaTimeModule.java")]
        timed = [p.name for p in sources if p.parent.name in ("model", "api") and any(
            t in p.read_text(encoding="utf-8")
            for t in ("OffsetDateTime", "LocalDate", "Instant", "ZonedDateTime"))]
        if timed:
            raise SystemExit(f"generated classes use java.time, which needs jsr310: {timed}")
        listing = out / "sources.txt"
        listing.write_text("\n".join(map(str, [*sources, JAVA_HARNESS])), encoding="utf-8")
        run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp",
             os.pathsep.join(map(str, JAVA_LIBS)), "-d", str(classes), f"@{listing}"])
        stamp.write_text(digest, encoding="utf-8")
    return classpath


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["generate", "check", "lint", "generators", "java"])
    args = parser.parse_args(argv)
    os.chdir(REPO)
    if args.command == "generate":
        generate()
    elif args.command == "check":
        bad = stale()
        if bad:
            print("stale clients (run make clients):\n  " + "\n  ".join(bad), file=sys.stderr)
            return 1
    elif args.command == "lint":
        print(lint())
    elif args.command == "java":
        print(f"compiled; classpath {java_client()}")
    else:
        print(f"generated and compiled in {generators()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
