"""`make fuzz`: schemathesis against a real server, every phase (examples, coverage,
fuzzing, stateful over the spec's OpenAPI links), with the spec's own checks: no server
error, every status documented, every body and content type as documented, and every
error code one its route documents (`tests.fuzz.hooks.error_code_documented`).

    .venv/bin/python -m tests.fuzz.run [--max-examples 200] [--server gunicorn|serve]
                                       [--seed N] [--min-cases 10000]

The server is started here on a free loopback port (`gunicorn -c deploy/gunicorn.conf.py`,
the container's embedded mode, or `deploy/serve.py`, `make run`'s waitress), with the
per-client rate limits off and a fresh `STATE_TOKEN_KEYS`, and stopped at the end. One
JSON line summarises the run (cases, failures, errors, seconds, link coverage); the exit
status is 1 on any failure or error, or with fewer than ``--min-cases`` cases.
schemathesis's JSON report, its output and the server log stay in ``--report-dir``
(default ``schemathesis-report/``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from service.sealing import new_key
from tests.deploy.harness import REPO, Gunicorn, Process, Served

CHECKS = ("not_a_server_error,status_code_conformance,content_type_conformance,"
          "response_schema_conformance,error_code_documented")


def server_env() -> dict[str, str]:
    """The fuzzer is one client sending thousands of requests: the per-client rate limits
    and the cap on its live sessions would answer most of them 429 (documented, but then
    nothing behind them is tested); a state token key, so that sealed states are answered
    rather than 503."""
    return {"THREADS": "4", "RATE_LIMIT_BOT_MOVES": "off", "RATE_LIMIT_SESSIONS": "off",
            "RATE_LIMIT_SEATS": "off", "MAX_SESSIONS_PER_CLIENT": "0",
            "STATE_TOKEN_KEYS": new_key()}


def start(kind: str, log: Path) -> Process:
    server: Process = (Gunicorn if kind == "gunicorn" else Served)(log, server_env())
    server.start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max-examples", type=int, default=200,
                        help="cases per operation and phase (schemathesis -n)")
    parser.add_argument("--server", choices=("gunicorn", "serve"), default="gunicorn")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--min-cases", type=int, default=10_000)
    parser.add_argument("--phases", default="examples,coverage,fuzzing,stateful")
    parser.add_argument("--report-dir", type=Path, default=REPO / "schemathesis-report")
    args = parser.parse_args(argv)
    args.report_dir.mkdir(parents=True, exist_ok=True)
    report = args.report_dir / "fuzz.json"
    report.unlink(missing_ok=True)
    server = start(args.server, args.report_dir / f"{args.server}.log")
    started = time.monotonic()
    try:
        command = [str(Path(sys.executable).with_name("st")), "run",
                   str(REPO / "openapi" / "openapi.json"),
                   "--url", f"http://127.0.0.1:{server.port}",
                   "--max-examples", str(args.max_examples), "--phases", args.phases,
                   "--checks", CHECKS, "--no-shrink", "--workers", "1",
                   "--request-timeout", "30", "--report", "json",
                   "--report-json-path", str(report)]
        if args.seed is not None:
            command += ["--seed", str(args.seed)]
        env = {**os.environ, "SCHEMATHESIS_HOOKS": "tests.fuzz.hooks",
               "PYTHONPATH": str(REPO)}
        run = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True,
                             timeout=3600)
    finally:
        server.stop()
    output = run.stdout + run.stderr
    (args.report_dir / "fuzz.out").write_text(output)
    doc = json.loads(report.read_text()) if report.exists() else {}
    cases = doc.get("test_cases", {})
    links = re.search(r"API Links:\s+(\d+) covered / (\d+) selected", output)
    summary = {
        "server": args.server, "max_examples": args.max_examples, "seed": doc.get("seed"),
        "cases": cases.get("generated", 0), "with_failures": cases.get("with_failures"),
        "unique_failures": cases.get("unique_failures"), "errored": cases.get("errored"),
        "errors": len(doc.get("errors", [])),
        "phases": {name: p.get("status") for name, p in doc.get("phases", {}).items()},
        "links_covered": f"{links.group(1)}/{links.group(2)}" if links else None,
        "seconds": round(time.monotonic() - started, 1), "exit_code": run.returncode,
    }
    print(json.dumps(summary))
    ok = (run.returncode == 0 and summary["with_failures"] == 0 and summary["errors"] == 0
          and summary["cases"] >= args.min_cases)
    if not ok:
        print(output[-6000:], file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
