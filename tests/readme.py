"""The README's code blocks, for the tests that run them as written."""

from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def readme_block(heading: str, language: str) -> str:
    """The first ```` ```language ```` block of the README's section ``heading`` (the whole
    heading line, e.g. ``"### Fair seeds"``), which ends at the next heading of the same
    or a higher level outside a code block (a shell comment is no heading)."""
    lines = README.read_text(encoding="utf-8").split("\n")
    level = len(heading.split(" ", 1)[0])
    start = lines.index(heading) + 1
    block: list[str] | None = None
    fenced = False
    for line in lines[start:]:
        if line.startswith("```"):
            if block is not None and fenced:
                return "".join(f"{row}\n" for row in block)
            fenced = not fenced
            if fenced and line == "```" + language:
                block = []
            continue
        if fenced:
            if block is not None:
                block.append(line)
        else:
            marks = line.split(" ", 1)[0]
            if marks and set(marks) == {"#"} and len(marks) <= level:
                break
    raise AssertionError(f"README {heading!r} has no ```{language} block")
