"""Tiny JSON Schema builders for the documentation a game carries (its state, view and
events), with no web dependency.

References are written by local name, ``ref("Card")``; the service qualifies them with
the game's prefix (``#/components/schemas/WattenCard``). Nullability has one spelling,
`nullable`, so the dialect of the published spec is decided in one place: OpenAPI 3.1
(JSON Schema 2020-12), where "or null" is ``type: [t, "null"]`` for a typed schema and
``anyOf: [s, {type: "null"}]`` for a reference, and a ``$ref`` may carry a description.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.limits import MAX_INT

Schema = dict[str, Any]
LOCAL_REF = "local:"  # prefix of a not-yet-qualified reference


def ref(name: str) -> Schema:
    """A reference to another schema of the same game (``Card``, ``Options``, …)."""
    return {"$ref": LOCAL_REF + name}


def describe(s: Schema, description: str | None) -> Schema:
    if not description:
        return s
    return {**s, "description": description}  # OpenAPI 3.1: a $ref may carry siblings


NULL: Schema = {"type": "null"}


def nullable(s: Schema) -> Schema:
    """``s`` or null."""
    if "type" in s and "$ref" not in s and "anyOf" not in s and "allOf" not in s:
        types = s["type"] if isinstance(s["type"], list) else [s["type"]]
        out = {**s, "type": [*types, "null"] if "null" not in types else types}
        if "enum" in out and None not in out["enum"]:
            out["enum"] = [*out["enum"], None]
        return out
    if "anyOf" in s and NULL in s["anyOf"]:
        return s
    description = s.get("description")
    inner = {k: v for k, v in s.items() if k != "description"}
    out = {"anyOf": [inner, NULL]}
    return describe(out, description)


def integer(minimum: int | None = None, maximum: int | None = None,
            description: str | None = None) -> Schema:
    """An integer; unbounded sides are ±2^53, the codecs' bound (`engine.limits`)."""
    s: Schema = {"type": "integer",
                 "minimum": -MAX_INT if minimum is None else minimum,
                 "maximum": MAX_INT if maximum is None else maximum}
    return describe(s, description)


def string(enum: Sequence[str] | None = None, description: str | None = None) -> Schema:
    s: Schema = {"type": "string"}
    if enum is not None:
        s["enum"] = list(enum)
    return describe(s, description)


def boolean(description: str | None = None) -> Schema:
    return describe({"type": "boolean"}, description)


def array(items: Schema, min_items: int | None = None, max_items: int | None = None,
          description: str | None = None) -> Schema:
    s: Schema = {"type": "array", "items": items}
    if min_items is not None:
        s["minItems"] = min_items
    if max_items is not None:
        s["maxItems"] = max_items
    return describe(s, description)


def obj(properties: Mapping[str, Schema], required: Sequence[str] | None = None,
        description: str | None = None) -> Schema:
    """A closed object: every property listed, all required unless ``required`` says."""
    s: Schema = {"type": "object", "properties": dict(properties),
                 "required": list(properties) if required is None else list(required),
                 "additionalProperties": False}
    return describe(s, description)


def qualify(s: Any, prefix: str, base: str = "#/components/schemas/") -> Any:
    """``s`` with every local reference turned into ``base + prefix + name``."""
    if isinstance(s, dict):
        out = {}
        for k, v in s.items():
            if k == "$ref" and isinstance(v, str) and v.startswith(LOCAL_REF):
                out[k] = base + prefix + v[len(LOCAL_REF):]
            else:
                out[k] = qualify(v, prefix, base)
        return out
    if isinstance(s, list):
        return [qualify(v, prefix, base) for v in s]
    return s
