"""Typed, documented game options with precise validation.

Each game declares its options as a frozen dataclass whose fields carry an `Option`
description (``opt(...)``). `resolve_options` turns a client's partial dict (plus an
optional preset) into a complete instance, naming every unknown option or bad value.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.errors import MalformedInput
from engine.limits import MAX_INT, MAX_LIST_OPTION, OPTIONS_CACHE, BoundedCache

T = TypeVar("T")


@dataclass(frozen=True)
class Option:
    """Documentation and validation of one option."""

    description: str
    kind: str  # "bool", "int", "enum", "cards", "directions"
    allowed: tuple[Any, ...] | None = None  # enum values, or ints allowed
    minimum: int | None = None
    maximum: int | None = None
    max_items: int | None = None  # list options: at most this many (default MAX_LIST_OPTION)
    nullable: bool = False
    # A default that depends on options resolved before it (e.g. target by players).
    derived_default: Callable[[dict[str, Any]], Any] | None = None
    default_doc: str | None = None  # shown instead of the literal default when derived

    def check(self, name: str, value: Any) -> Any:
        """Return the value (normalised) or raise MalformedInput naming the option."""
        path = f"options.{name}"
        if value is None:
            if self.nullable:
                return None
            raise MalformedInput.at(path, "must not be null", "invalid_option")
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise MalformedInput.at(path, "must be true or false", "invalid_option")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise MalformedInput.at(path, "must be an integer", "invalid_option")
            if not -MAX_INT <= value <= MAX_INT:
                raise MalformedInput.at(path, "must be between -2^53 and 2^53",
                                        "invalid_option")
            if self.minimum is not None and value < self.minimum:
                raise MalformedInput.at(path, f"must be at least {self.minimum}", "invalid_option")
            if self.maximum is not None and value > self.maximum:
                raise MalformedInput.at(path, f"must be at most {self.maximum}", "invalid_option")
        elif self.kind in ("cards", "directions"):
            if not isinstance(value, list):
                raise MalformedInput.at(path, "must be a list of strings", "invalid_option")
            if len(value) > self.list_cap:
                raise MalformedInput.at(path, f"at most {self.list_cap} entries, not "
                                        f"{len(value)}", "invalid_option")
            if not all(isinstance(v, str) for v in value):
                raise MalformedInput.at(path, "must be a list of strings", "invalid_option")
            if self.allowed is not None:
                bad = [v for v in value if v not in self.allowed]
                if bad:
                    raise MalformedInput.at(
                        path, f"{bad[0]!r} is not one of {list(self.allowed)}", "invalid_option")
            return list(value)
        if self.kind == "enum" and self.allowed is not None and (
                isinstance(value, bool) or type(value) not in {type(a) for a in self.allowed}):
            raise MalformedInput.at(
                path, f"{value!r} is not one of {list(self.allowed)}", "invalid_option")
        if self.allowed is not None and self.kind != "cards" and value not in self.allowed:
            raise MalformedInput.at(
                path, f"{value!r} is not one of {list(self.allowed)}", "invalid_option")
        return value

    @property
    def list_cap(self) -> int:
        return MAX_LIST_OPTION if self.max_items is None else self.max_items

    def describe(self, name: str, default: Any) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": name,
            "type": {"bool": "boolean", "int": "integer", "enum": "string",
                     "cards": "array", "directions": "array"}[self.kind],
            "default": default,
            "description": self.description,
            "nullable": self.nullable,
        }
        if self.allowed is not None:
            out["allowed"] = list(self.allowed)
        elif self.kind == "bool":
            # listed like every other option's values (api.md: "allowed values"), the
            # default first as in the rules-spec tables
            out["allowed"] = [default, not default]
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.kind in ("cards", "directions"):
            out["max_items"] = self.list_cap
        if self.default_doc:
            out["default_rule"] = self.default_doc
        if self.kind == "enum" and self.allowed and all(isinstance(a, int) for a in self.allowed):
            out["type"] = "integer"
        return out


def opt(default: Any, description: str, kind: str | None = None, **kw: Any) -> Any:
    """Declare an option field with its documentation."""
    if kind is None:
        kind = {bool: "bool", int: "int", str: "enum"}.get(type(default), "enum")
    meta = Option(description=description, kind=kind, **kw)
    if isinstance(default, list):
        return dataclasses.field(default_factory=lambda: list(default),
                                 metadata={"option": meta})
    return dataclasses.field(default=default, metadata={"option": meta})


def option_fields(cls: type) -> list[tuple[str, Option, Any]]:
    out = []
    for f in dataclasses.fields(cls):
        meta = f.metadata.get("option")
        if meta is None:
            continue
        if f.default is not dataclasses.MISSING:
            default = f.default
        else:
            factory: Callable[[], Any] = f.default_factory  # type: ignore[assignment]
            default = factory()
        out.append((f.name, meta, default))
    return out


# Resolved option sets by what the client sent (bounded: every request may send new ones).
_RESOLVED: BoundedCache[tuple[Any, ...], Any] = BoundedCache.sized("options", OPTIONS_CACHE)


def _cache_key(cls: type, given: Mapping[str, Any] | None, preset: str | None
               ) -> tuple[Any, ...] | None:
    """The cache key of a request's options: the names in the given order, the type of
    each value (so that ``true`` is not ``1``) and the values, a list as a tuple.

    A few C-level calls, as every posted state carries its options (a key built item by
    item cost more than the rest of a state's header). The same options in another
    order make another entry: a miss, never a wrong hit. None: not worth a key (a list
    too long for any option) or not hashable (nested lists, objects)."""
    if given is None:
        return (cls, preset)
    values = tuple(given.values())
    types = tuple(map(type, values))
    if list in types:  # found by position: a loop over every value costs as much again
        frozen = list(values)
        at = -1
        for _ in range(types.count(list)):
            at = types.index(list, at + 1)
            if len(frozen[at]) > MAX_LIST_OPTION:
                return None  # refused by the check anyway: no key worth building
            frozen[at] = tuple(frozen[at])
        values = tuple(frozen)
    return (cls, preset, tuple(given), types, values)


def resolve_options(cls: type[T], given: Mapping[str, Any] | None,
                    presets: Mapping[str, Mapping[str, Any]],
                    preset: str | None = None) -> T:
    """Fill defaults, apply a preset, validate every value. Unknown names are errors.
    Resolved sets are cached: every posted state carries its options, so this is on the
    path of every stateless request."""
    if given is not None and not isinstance(given, Mapping):
        raise MalformedInput.at("options", "must be an object", "invalid_option")
    key = _cache_key(cls, given, preset)
    cached = None
    if key is not None:
        try:
            cached = _RESOLVED.get(key)
        except TypeError:  # an unhashable value: no caching
            key = None
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    resolved = _resolve(cls, given, presets, preset)
    if key is not None:
        _RESOLVED.put(key, resolved)
    return resolved


def _resolve(cls: type[T], given: Mapping[str, Any] | None,
             presets: Mapping[str, Mapping[str, Any]], preset: str | None) -> T:
    if given is not None and not isinstance(given, Mapping):
        raise MalformedInput.at("options", "must be an object", "invalid_option")
    merged: dict[str, Any] = {}
    if preset is not None:
        if preset not in presets:
            raise MalformedInput.at(
                "preset", f"unknown preset {preset!r}; known: {sorted(presets)}", "unknown_preset")
        merged.update(presets[preset])
    merged.update(given or {})
    fields = option_fields(cls)
    names = {name for name, _, _ in fields}
    unknown = sorted(set(merged) - names)
    if unknown:
        raise MalformedInput(
            f"unknown option(s): {', '.join(unknown)}; known: {', '.join(sorted(names))}",
            {f"options.{u}": "unknown option" for u in unknown}, "unknown_option")
    resolved: dict[str, Any] = {}
    for name, meta, default in fields:
        if name in merged:
            resolved[name] = meta.check(name, merged[name])
        elif meta.derived_default is not None:
            derived = meta.derived_default(resolved)
            # a number is checked as a given one is: out of its own range it would make a
            # state that every later request refuses
            resolved[name] = meta.check(name, derived) if meta.kind == "int" else derived
        else:
            resolved[name] = default
    return cls(**resolved)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}  # options class -> its fields (one per game)


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


# id -> (options, their JSON, the names of its lists): every encoded state carries its
# options, and a state's options object is shared by its copies and by the options cache.
_JSON: BoundedCache[int, tuple[Any, dict[str, Any], tuple[str, ...]]] = BoundedCache.sized(
    "options json", OPTIONS_CACHE)


def options_to_json(options: Any) -> dict[str, Any]:
    """The options as JSON: a fresh dict with fresh lists every time (the caller may
    change it), copied from the one worked out for this options object when it is a
    frozen dataclass (every game's options are)."""
    hit = _JSON.get(id(options))
    if hit is None or hit[0] is not options:
        out: dict[str, Any] = {}
        for name in _field_names(type(options)):
            value = getattr(options, name)
            out[name] = list(value) if isinstance(value, (list, tuple)) else value
        if not type(options).__dataclass_params__.frozen:
            return out  # options that may change are worked out every time
        lists = tuple(name for name, value in out.items() if type(value) is list)
        hit = _JSON.put(id(options), (options, out, lists))  # keeps the id its own
    out = hit[1].copy()
    for name in hit[2]:
        out[name] = out[name][:]
    return out


def describe_options(cls: type) -> list[dict[str, Any]]:
    return [meta.describe(name, default) for name, meta, default in option_fields(cls)]


def check_preset_names(cls: type, presets: Mapping[str, Mapping[str, Any]]) -> None:
    """Fail fast at import if a preset names an option that does not exist."""
    names = {name for name, _, _ in option_fields(cls)}
    for preset, values in presets.items():
        bad: Sequence[str] = sorted(set(values) - names)
        if bad:
            raise ValueError(f"preset {preset} names unknown options {bad}")
