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


def readme_tables() -> list[tuple[int, list[str], list[list[str]]]]:
    """Every table of the README outside code blocks: (line number of its header, the
    header's cells, each row's cells), cells stripped. A cell holds no ``|`` (the README
    writes none inside a table)."""
    tables: list[tuple[int, list[str], list[list[str]]]] = []
    fenced = False
    current: tuple[int, list[str], list[list[str]]] | None = None
    for number, line in enumerate(README.read_text(encoding="utf-8").split("\n"), 1):
        if line.startswith("```"):
            fenced = not fenced
        if fenced or not line.startswith("|"):
            current = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if current is None:
            current = (number, cells, [])
            tables.append(current)
        elif not set(line) <= set("|-: "):
            current[2].append(cells)
    return tables


def readme_variable_rows() -> dict[str, list[tuple[int, list[str], list[str]]]]:
    """Each variable named in the first column of a README table headed ``variable``:
    every (table line, header, row) that names it (a cell may name several,
    ```` `HOST`, `PORT` ````)."""
    import re

    rows: dict[str, list[tuple[int, list[str], list[str]]]] = {}
    for number, header, body in readme_tables():
        if header[0] != "variable":
            continue
        for cells in body:
            for name in re.findall(r"`([A-Z][A-Z0-9_]*)`", cells[0]):
                rows.setdefault(name, []).append((number, header, cells))
    return rows
