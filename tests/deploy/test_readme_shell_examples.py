"""The README's shell examples run as written (bash, curl and jq, the commands copied out
of the README) against ``make run``'s server.

* "One Watten hand with curl": its output is checked against the answers the README
  prints in its ``# `` comments. A comment line (with the ``#`` continuation lines under
  it) is the answer of the command before it; ``…`` marks what the README leaves out. So
  every piece between the ``…`` must appear in the output, in the README's order;
  whitespace is ignored on both sides (the README wraps long answers, the service sends
  compact JSON).
* "Sealed stateless states": with ``STATE_TOKEN_KEYS`` set, the sealed deal's token is
  taken back by ``/legal-moves``, which answers seat 1's moves.
* "Seats claimed by their own players", then "Live session updates"' stream on the
  claimed seat's token (in one bash, so the stream has the claim's variables): the
  claim's answers as in the first example; the stream's, every ``# `` line of its block,
  in order (the stream never ends by itself: curl stops it after a few seconds)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from service.sealing import new_key
from tests.deploy.harness import Served
from tests.readme import readme_block

QUICK_START = "## One Watten hand with curl"
SEALED = "### Sealed stateless states"
CLAIM = "### Seats claimed by their own players"
LIVE = "## Live session updates"
STREAM_SECONDS = 3


def run_block(block: str, port: int) -> subprocess.CompletedProcess[str]:
    """``block`` in bash, its ``localhost:8000`` and ``127.0.0.1:8000`` made ``port``."""
    for tool in ("bash", "curl", "jq"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed: run `make jq` (the README's examples "
                        "need curl and jq)", pytrace=False)
    script = re.sub(r"(localhost|127\.0\.0\.1):8000", f"127.0.0.1:{port}", block)
    assert script != block, "the example names no server at port 8000"
    return subprocess.run(["bash", "-c", script], capture_output=True, text=True,
                          timeout=120)


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


def comment_lines(block: str) -> list[str]:
    """Every ``# `` line of ``block`` (what the README shows a stream print)."""
    return [line[2:] for line in block.splitlines() if line.startswith("# ")]


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
    block = readme_block(QUICK_START, "sh")
    answers = expected_answers(block)
    assert len(answers) >= 5, answers  # the example shows its answers
    with Served(tmp_path / "serve.log") as server:
        done = run_block(block, server.port)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert missing_in_order(answers, done.stdout) == [], done.stdout


def test_the_readme_sealed_state_example_runs_as_written(tmp_path: Path) -> None:
    block = readme_block(SEALED, "sh")
    with Served(tmp_path / "serve.log", {"STATE_TOKEN_KEYS": new_key()}) as server:
        done = run_block(block, server.port)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    # the second curl: seat 1's legal moves in the sealed deal (the dealer is drawn, so
    # seat 1 may have none yet); an error (no token, a refused one) has a "code"
    answer = json.loads(done.stdout)
    assert set(answer) == {"game", "to_act", "moves"}, answer
    assert len(answer["to_act"]) == 1 and all(m["seat"] == 1 for m in answer["moves"])


def test_the_readme_seat_claim_and_its_stream_run_as_written(tmp_path: Path) -> None:
    claim, stream = readme_block(CLAIM, "sh"), readme_block(LIVE, "sh")
    claim_answers, stream_lines = expected_answers(claim), comment_lines(stream)
    assert len(claim_answers) >= 4 and len(stream_lines) >= 3, (claim, stream)
    bounded = stream.replace("curl -sN ", f"curl -sN --max-time {STREAM_SECONDS} ", 1)
    assert bounded != stream, "the stream example is no `curl -sN`"
    with Served(tmp_path / "serve.log") as server:
        done = run_block(claim + "echo END-OF-CLAIM\n" + bounded, server.port)
    assert done.returncode == 28, done.stderr  # curl's "timed out": the stream stayed open
    assert done.stderr == ""
    claimed, _, streamed = done.stdout.partition("END-OF-CLAIM\n")
    assert missing_in_order(claim_answers, claimed) == [], claimed
    assert missing_in_order(stream_lines, streamed) == [], streamed
    assert streamed.startswith("retry: "), streamed  # the stream's first line
