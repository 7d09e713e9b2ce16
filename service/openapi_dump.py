"""Write the OpenAPI spec deterministically (sorted keys, indent 2, trailing newline).

    python -m service.openapi_dump openapi/openapi.json     # write
    python -m service.openapi_dump --check openapi/openapi.json   # exit 1 if stale
    python -m service.openapi_dump -                        # print
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from service.app import create_app


def spec_dict() -> dict[str, Any]:
    app = create_app({"TESTING": True})
    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    spec: dict[str, Any] = api.spec_dict()
    return spec


def spec_text() -> str:
    return json.dumps(spec_dict(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.openapi_dump",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("path", help="output file, or - for stdout")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the file differs from the spec")
    args = parser.parse_args(argv)
    text = spec_text()
    if args.path == "-":
        sys.stdout.write(text)
        return 0
    path = Path(args.path)
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            print(f"{path} is stale: run python -m service.openapi_dump {path}",
                  file=sys.stderr)
            return 1
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
