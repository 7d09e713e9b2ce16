"""One variant per game of every answer that carries a game's moves, events or cards
(`with_game_answers`, part of `service.specfinish.finished_spec`).

The components of each game are exact (``WattenMove``, ``HeartsSessionEvent``, ...), but
an answer shared by the games can only reference their union (``GameMove``: a Hearts,
Karnöffel or Watten move). Nothing inside a move, an event or a card names its game, and
the games' shapes overlap (a ``trick_won`` event, a ``play`` move, the card ``H7``), so
a generated client that decodes a union by trying its arms in turn (openapi-python-client)
picked the first game that fitted, and one that wants exactly one match (openapi-
generator's Java) refused the answer.

So every such answer names its game (``game``; ``id`` for ``GameInfo``), and the spec
gives it one variant per game: ``SessionMoveApplied`` becomes the ``oneOf`` of
``HeartsSessionMoveApplied``, ``KarnoeffelSessionMoveApplied`` and
``WattenSessionMoveApplied``, told apart by a ``discriminator`` on ``game``. In a variant,
``game`` is that game alone and every game union is that game's component: ``GameMove``
becomes ``WattenMove``, ``Card`` ``WattenCard``, and a shared part that holds one
(``Violation``, ``TrickResult``) gets its own variant (``WattenViolation``).

The answers are found, not listed: every component a route answers with (a ``$ref`` in
a response's schema) whose schemas reach one of the `OPEN_UNIONS`, and one that reaches
``GameState`` or ``GameView`` and names its game (``SessionCreated``: its ``game`` then
narrows its ``view`` too). The games are those
of ``GameState``'s discriminator, which `service.gamedocs` builds from the registry.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

Schema = dict[str, Any]
PREFIX = "#/components/schemas/"

# The unions of the games' components (`service.gamedocs`) → the suffix of each game's
# own component: ``GameMove`` → ``WattenMove``.
GAME_UNIONS = {
    "GameState": "State", "GameView": "View", "GameMove": "Move", "GameOptions": "Options",
    "GameResolvedOptions": "ResolvedOptions", "LegalMove": "LegalMove",
    "GameEvent": "Event", "GameSessionEvent": "SessionEvent", "Card": "Card",
    "ReasonCode": "ReasonCode", "HandEndReason": "HandEndReason",
}
# The unions whose arms nothing tells apart (``GameState`` and ``GameView`` have a
# ``game`` of their own and a discriminator on it): an answer that reaches one of these
# gets its per-game variants.
OPEN_UNIONS = frozenset(GAME_UNIONS) - {"GameState", "GameView"}
# The field that names the game, where it is not ``game``.
GAME_FIELD = {"GameInfo": "id"}


def with_game_answers(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` (changed in place, and returned) with its game answers split per game
    (see the module docstring). A game answer without its ``game`` field is a
    ``ValueError``: the service would answer something no variant describes."""
    schemas: dict[str, Schema] = spec.get("components", {}).get("schemas", {})
    mapping = schemas.get("GameState", {}).get("discriminator", {}).get("mapping", {})
    games = {game: target.removeprefix(PREFIX).removesuffix("State")
             for game, target in mapping.items()}
    if not games:
        return spec
    reaches = _reaches(schemas)
    answers = sorted(name for name in _answered(spec)
                     if _game_answer(schemas, name, reaches.get(name, set())))
    depends = {name for name, names in reaches.items() if names & set(GAME_UNIONS)}
    for name in answers:
        field = GAME_FIELD.get(name, "game")
        if field not in schemas[name].get("properties", {}):
            raise ValueError(f"the answer {name} carries a game's items but no `{field}`")
    used_before = _used(spec)
    generic = {name: schemas[name] for name in answers}
    created: set[str] = set()
    for name in answers:
        variants: dict[str, str] = {}
        for game, prefix in games.items():
            variant = _Variant(schemas, generic, depends, prefix, created).copy(name)
            schema = schemas[variant]
            field = GAME_FIELD.get(name, "game")
            described = schema["properties"][field].get("description")
            schema["properties"][field] = {"type": "string", "enum": [game]}
            if described:
                schema["properties"][field]["description"] = described
            if field not in schema.get("required", []):
                schema["required"] = [*schema.get("required", []), field]
            variants[game] = variant
        union: Schema = {
            "oneOf": [{"$ref": PREFIX + v} for v in variants.values()],
            "discriminator": {"propertyName": GAME_FIELD.get(name, "game"),
                              "mapping": {g: PREFIX + v for g, v in variants.items()}}}
        if "description" in generic[name]:
            union["description"] = generic[name]["description"]
        schemas[name] = union
    _flatten_answers(spec, set(answers))
    _drop_unused(spec, depends | set(GAME_UNIONS) | set(answers), used_before)
    return spec


def _game_answer(schemas: dict[str, Schema], name: str, reached: set[str]) -> bool:
    """Whether the answer ``name`` is split per game: it reaches an open union, or it
    reaches ``GameState`` or ``GameView`` and names its game."""
    if reached & OPEN_UNIONS:
        return True
    names_game = GAME_FIELD.get(name, "game") in schemas[name].get("properties", {})
    return names_game and bool(reached & set(GAME_UNIONS))


def _flatten_answers(spec: dict[str, Any], answers: set[str]) -> None:
    """A route that answers a ``oneOf`` of answers (``MoveApplied``, ``MoveRejected``, ...)
    lists their variants instead: a ``oneOf`` of ``oneOf`` s is more than some
    generators take (openapi-generator's typescript-fetch looks for an
    ``instanceOfMoveApplied`` that a union's model does not have)."""
    schemas = spec["components"]["schemas"]
    for media in _answer_media(spec):
        arms = media.get("schema", {}).get("oneOf")
        if not arms:
            continue
        flat: list[Schema] = []
        for arm in arms:
            name = arm.get("$ref", "").removeprefix(PREFIX)
            flat.extend(schemas[name]["oneOf"] if name in answers else [arm])
        media["schema"]["oneOf"] = flat


class _Variant:
    """Copies of components for one game (``prefix``: ``Watten``), with every game union
    they reach replaced by the game's own component."""

    def __init__(self, schemas: dict[str, Schema], generic: dict[str, Schema],
                 depends: set[str], prefix: str, created: set[str]) -> None:
        self.schemas, self.generic, self.depends, self.prefix = (
            schemas, generic, depends, prefix)
        self.created = created  # the variants made so far (of every answer)

    def copy(self, name: str) -> str:
        """The name of ``name``'s variant for this game, added to the components when it
        is not there yet (a component of that name that is no variant: `ValueError`)."""
        target = self.prefix + name
        if target in self.created:
            return target
        if target in self.schemas:
            raise ValueError(f"{name}'s variant {target} is a component already (a game's "
                             "own documentation): rename the shared schema {name}")
        self.created.add(target)
        self.schemas[target] = {}  # reserved first: a part may reach itself
        self.schemas[target] = self._specialised(self.generic.get(name, self.schemas[name]))
        return target

    def _specialised(self, node: Any) -> Any:
        if isinstance(node, list):
            return [self._specialised(item) for item in node]
        if not isinstance(node, dict):
            return node
        out = {key: self._specialised(value) for key, value in node.items()}
        target = node.get("$ref")
        if isinstance(target, str) and target.startswith(PREFIX):
            name = target.removeprefix(PREFIX)
            if name in GAME_UNIONS:
                out["$ref"] = PREFIX + self.prefix + GAME_UNIONS[name]
            elif name in self.depends:
                out["$ref"] = PREFIX + self.copy(name)
        return out


def _refs(node: Any) -> set[str]:
    """The component names ``node`` references directly."""
    found: set[str] = set()
    if isinstance(node, list):
        for item in node:
            found |= _refs(item)
    elif isinstance(node, dict):
        target = node.get("$ref")
        if isinstance(target, str) and target.startswith(PREFIX):
            found.add(target.removeprefix(PREFIX))
        for key, value in node.items():
            if key != "$ref":
                found |= _refs(value)
    return found


def _reaches(schemas: dict[str, Schema]) -> dict[str, set[str]]:
    """Component → every component reachable from it through references."""
    direct = {name: _refs(schema) for name, schema in schemas.items()}
    out: dict[str, set[str]] = {}
    for name in schemas:
        seen: set[str] = set()
        todo = list(direct[name])
        while todo:
            other = todo.pop()
            if other not in seen:
                seen.add(other)
                todo.extend(direct.get(other, ()))
        out[name] = seen
    return out


def _used(spec: dict[str, Any]) -> set[str]:
    """The components something references: the paths, or another component."""
    found = _refs(spec.get("paths", {}))
    for name, schema in spec.get("components", {}).get("schemas", {}).items():
        found |= _refs(schema) - {name}
    return found


def _drop_unused(spec: dict[str, Any], candidates: set[str], used_before: set[str]) -> None:
    """Drop the ``candidates`` that were referenced before the split and are not any
    more (``Violation``: every answer now references a game's ``WattenViolation``)."""
    schemas = spec["components"]["schemas"]
    while True:
        unused = (candidates & used_before & set(schemas)) - _used(spec)
        if not unused:
            return
        for name in unused:
            del schemas[name]


def _answer_media(spec: dict[str, Any]) -> Iterator[Schema]:
    """Every media type object of every route's responses (``{schema, examples}``)."""
    for operations in spec.get("paths", {}).values():
        for operation in operations.values():
            if isinstance(operation, dict):
                for response in operation.get("responses", {}).values():
                    yield from response.get("content", {}).values()


def _answered(spec: dict[str, Any]) -> set[str]:
    """The components the routes answer with (referenced by a response's schema)."""
    found: set[str] = set()
    for media in _answer_media(spec):
        found |= _refs(media.get("schema", {}))
    return found
