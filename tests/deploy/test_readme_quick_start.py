"""The README's first example, "One Watten hand with curl", run as written (bash, curl and
jq, the commands copied out of the README) against ``make run``'s server, and its output
checked against the answers the README prints in its ``# `` comments.

A comment line (with the ``#`` continuation lines under it) is the answer of the command
before it; ``…`` marks what the README leaves out. So every piece between the ``…`` must
appear in the output, in the README's order; whitespace is ignored on both sides (the
README wraps long answers, the service sends compact JSON)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.deploy.harness import REPO, Served

SECTION = "## One Watten hand with curl"
README_BASE = "http://127.0.0.1:8000"


def quick_start_block(readme: str) -> str:
    """The shell block of the README's quick start section."""
    section = readme.split(SECTION, 1)[1].split("\n## ", 1)[0]
    match = re.search(r"```sh\n(.*?)```", section, re.S)
    assert match is not None, "the quick start has no ```sh block"
    return match.group(1)


def expected_answers(block: str) -> list[str]:
    """The answers the README prints: each ``# {…}`` comment line joined with the
    ``#`` lines indented under it."""
    answers: list[str] = []
    for line in block.splitlines():
        if line.startswith("# {"):
            answers.append(line[2:])
        elif line.startswith("#  ") and answers:
            answers[-1] += " " + line[1:].strip()
    return answers


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def missing_in_order(answers: list[str], output: str) -> list[str]:
    """The README's pieces (between ``…``) that are not found in ``output`` after the
    piece before them."""
    out, at, missing = squeeze(output), 0, []
    for answer in answers:
        for piece in filter(None, (squeeze(p) for p in answer.split("…"))):
            found = out.find(piece, at)
            if found < 0:
                missing.append(piece)
            else:
                at = found + len(piece)
    return missing


def test_expected_answers_keep_the_readme_order_and_its_gaps() -> None:
    block = '''x
# {"a":1,
#   "b":[…]}
y
# {"code":"c","message":"two
#   words"}
'''
    answers = expected_answers(block)
    assert answers == ['{"a":1, "b":[…]}', '{"code":"c","message":"two words"}']
    assert missing_in_order(answers, '{"a":1,"b":[2,3]}\n{"code":"c","message":"two words"}') == []
    # out of order, or a piece that is not there, is reported
    assert missing_in_order(answers, '{"code":"c","message":"two words"}\n{"a":1,"b":[2]}')
    assert missing_in_order(answers, '{"a":1,"b":[2]}\n{"code":"d"}') == [
        '{"code":"c","message":"twowords"}']


def test_the_readme_quick_start_runs_as_written(tmp_path: Path) -> None:
    for tool in ("bash", "curl", "jq"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed: run `make jq` (the README's example "
                        "needs curl and jq)", pytrace=False)
    block = quick_start_block((REPO / "README.md").read_text(encoding="utf-8"))
    assert README_BASE in block
    answers = expected_answers(block)
    assert len(answers) >= 5, answers  # the example shows its answers
    with Served(tmp_path / "serve.log") as server:
        script = block.replace(README_BASE, f"http://127.0.0.1:{server.port}")
        done = subprocess.run(["bash", "-c", script], capture_output=True, text=True,
                              timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert missing_in_order(answers, done.stdout) == [], done.stdout
