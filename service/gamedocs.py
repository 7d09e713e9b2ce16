"""OpenAPI components generated from the engine registry at app start.

For every registered game (``Watten`` is the component prefix of ``watten``):

* ``WattenCard``: the card codes (union of the decks of the default and every preset);
* ``WattenOptions``: one property per option (`engine.options.Option`), with type,
  allowed values, bounds, default and description, all optional (what a request sends);
  ``WattenResolvedOptions``: the same, all required (what a state carries);
* ``WattenMove`` and one ``Watten<Type>Move`` per move type, from ``Game.move_specs``;
* ``WattenLegalMove``: what ``legal-moves`` lists: the moves, and for the move types of
  ``Game.move_descriptors`` a ``Watten<Type>Descriptor`` (choose ``count`` cards);
* ``Watten<Type>Event`` per event type of ``Game.events`` and the ``WattenEvent`` union,
  with the session log's variants (`service.eventdocs`);
* ``WattenReasonCode``: the rule-violation codes with their meaning (``Game.reason_codes``);
* ``WattenHandEndReason``: why a hand ends (the ``reason`` its ``hand_scored`` declares);
* ``WattenState`` / ``WattenView`` (and their parts): the game's own documentation,
  ``Game.schemas()`` (engine/games/<game>/docs.py), references qualified by prefix;
* ``examples``: a real request of each stateless route (new state with seed 1).

and the unions the envelopes reference: ``GameState``, ``GameView`` (oneOf: the
``game`` field tells them apart), ``GameMove``, ``GameOptions``, ``LegalMove``,
``GameEvent``, ``GameSessionEvent``, ``Card``, ``ReasonCode``, ``HandEndReason`` (anyOf:
the same value may be valid in several games). An answer that reaches one of the anyOf
unions is then split into one variant per game (`service.gameanswers`), and the unions no
answer or request references any more are dropped from the spec.
"""

from __future__ import annotations

import re
from typing import Any

from apispec import APISpec

from engine.game import Game
from engine.limits import MAX_INT
from engine.moves import FieldSpec
from engine.options import Option, option_fields
from engine.registry import all_games
from engine.schema import nullable, qualify
from service import actions
from service.eventdocs import event_schemas, service_event_schemas
from service.schemas.common import ref

AnyGame = Game[Any, Any]
EXAMPLE_KINDS = ("new-state", "legal-moves", "move", "illegal-move", "view", "bot-move")


def prefix(game: AnyGame) -> str:
    """``watten`` → ``Watten``; ``big_two`` → ``BigTwo``."""
    return "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", game.id) if part)


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def example_name(game: AnyGame | str, kind: str) -> str:
    game_id = game if isinstance(game, str) else game.id
    return f"{game_id}-{kind}"


ANSWER_KINDS = ("new-state", "legal-moves", "move", "illegal-move", "view", "bot-move")
# A bot answer's measured time differs on every run; the spec shows this one instead.
EXAMPLE_ELAPSED_MS = 0.25


# `GET /v1/games`'s example (a component): every game registered when the app started.
GAME_LIST_EXAMPLE = "games-answer"


def game_list_answer(games: list[AnyGame]) -> dict[str, Any]:
    """`GET /v1/games`: each game's summary with its options."""
    return {"games": [{**g.summary(), "options": g.info()["options"]} for g in games]}


def answer_refs(kind: str) -> dict[str, dict[str, str]]:
    """Media-type ``examples`` of a route's answer: the real answers to the request
    examples (a bot's answer with its ``elapsed_ms`` fixed: it differs on every run);
    ``game``: each game's `GET /v1/games/{game}`; ``game-list``: `GET /v1/games`."""
    if kind == "game-list":
        return {"games": {"$ref": f"#/components/examples/{GAME_LIST_EXAMPLE}"}}
    kinds = [kind, "illegal-move"] if kind == "move" else [kind]
    return {example_name(g, k): {"$ref": f"#/components/examples/"
                                         f"{example_name(g, k)}-answer"}
            for g in all_games() for k in kinds}


def example_refs(kind: str) -> dict[str, dict[str, str]]:
    """Media-type ``examples`` that reference the examples registered at app start
    (`service.blueprint.Blueprint.game_examples`: worked out when an app registers the
    blueprint, so every game registered by then is referenced)."""
    kinds = [kind, "illegal-move"] if kind == "move" else [kind]
    return {example_name(g, k): {"$ref": f"#/components/examples/{example_name(g, k)}"}
            for g in all_games() for k in kinds}


# ----- schema builders ---------------------------------------------------------------

def card_codes(game: AnyGame) -> list[str]:
    codes: dict[str, None] = {}
    option_sets = [game.resolve_options()] + [game.resolve_options(preset=p)
                                              for p in sorted(game.presets)]
    for options in option_sets:
        for card in game.deck(options):
            codes.setdefault(card.code, None)
    return list(codes)


def card_schema(game: AnyGame) -> dict[str, Any]:
    return {"type": "string", "enum": card_codes(game),
            "description": f"A card of {game.title}: suit letter then rank"}


def option_property(meta: Option, default: Any, card_ref: dict[str, str]) -> dict[str, Any]:
    prop: dict[str, Any]
    allowed = list(meta.allowed) if meta.allowed is not None else None
    if meta.kind == "bool":
        prop = {"type": "boolean"}
    elif meta.kind == "int":
        prop = {"type": "integer", "minimum": -MAX_INT if meta.minimum is None
                else meta.minimum, "maximum": MAX_INT if meta.maximum is None else meta.maximum}
        if allowed is not None:
            prop["enum"] = allowed
    elif meta.kind == "enum":
        ints = allowed is not None and all(isinstance(a, int) for a in allowed)
        prop = {"type": "integer" if ints else "string"}
        if allowed is not None:
            prop["enum"] = allowed
    elif meta.kind == "cards":
        prop = {"type": "array", "items": card_ref, "maxItems": meta.list_cap}
    elif meta.kind == "directions":
        items: dict[str, Any] = {"type": "string"}
        if allowed is not None:
            items["enum"] = allowed
        prop = {"type": "array", "items": items, "maxItems": meta.list_cap}
    else:  # an option kind this module does not know yet: document it loosely
        prop = {}
    if meta.nullable:
        prop = nullable(prop)
    description = meta.description
    if meta.derived_default is not None:
        description += f" (default: {meta.default_doc or 'derived from other options'})"
    else:
        prop["default"] = list(default) if isinstance(default, list | tuple) else default
    prop["description"] = description
    return prop


def options_schemas(game: AnyGame, card_ref: dict[str, str]) -> dict[str, dict[str, Any]]:
    """``<P>Options`` (a request's: every option optional, with its default) and
    ``<P>ResolvedOptions`` (a state's: every option present)."""
    p = prefix(game)
    props = {name: option_property(meta, default, card_ref)
             for name, meta, default in option_fields(game.Options)}
    return {
        f"{p}Options": {
            "type": "object",
            "description": f"Rule options of {game.title} ({game.rules_section}) in a "
                           "request: every option is optional (unset: the preset's or the "
                           "default value)",
            "properties": props,
            "additionalProperties": False,
        },
        f"{p}ResolvedOptions": {
            "type": "object",
            "description": f"Every rule option of {game.title}, resolved (as a state "
                           "carries them)",
            "properties": {name: {k: v for k, v in prop.items() if k != "default"}
                           for name, prop in props.items()},
            "required": list(props),
            "additionalProperties": False,
        },
    }


def move_field_schema(spec: FieldSpec, card_ref: dict[str, str]) -> dict[str, Any]:
    kind = spec.kind
    if kind == "card":
        return dict(card_ref)
    if kind == "cards":
        return {"type": "array", "items": card_ref}
    if kind == "hands":
        return {"type": "array", "items": {"type": "array", "items": card_ref},
                "description": "One list of card codes per seat"}
    if kind == "int":
        out: dict[str, Any] = {"type": "integer", "minimum": -MAX_INT if spec.minimum is None
                               else spec.minimum,
                               "maximum": MAX_INT if spec.maximum is None else spec.maximum}
        return out
    if kind in ("rank", "suit", "enum"):
        return {"type": "string", "enum": list(spec.allowed)}
    return {}


def move_schemas(game: AnyGame, card_ref: dict[str, str]) -> dict[str, dict[str, Any]]:
    """``Watten<Type>Move`` per move type, then the ``WattenMove`` union."""
    p = prefix(game)
    max_seat = max(game.player_counts) - 1
    out: dict[str, dict[str, Any]] = {}
    for mtype, fields in game.move_specs.items():
        props: dict[str, Any] = {
            "seat": {"type": "integer", "minimum": 0, "maximum": max_seat},
            "type": {"type": "string", "enum": [mtype]},
        }
        props.update({name: move_field_schema(f, card_ref) for name, f in fields.items()})
        extra = ", ".join(f"`{n}`" + ("" if f.required else " (optional)")
                          for n, f in fields.items())
        out[f"{p}{camel(mtype)}Move"] = {
            "type": "object",
            "description": f"{game.title} `{mtype}` move" + (f": {extra}" if extra else ""),
            "properties": props,
            "required": ["seat", "type", *(n for n, f in fields.items() if f.required)],
            "additionalProperties": False,
        }
    names = list(out)
    out[f"{p}Move"] = {
        "description": f"A {game.title} move: `seat`, `type` and the type's fields",
        "oneOf": [ref(n) for n in names],
        "discriminator": {"propertyName": "type", "mapping": {
            mtype: ref(n)["$ref"] for mtype, n in zip(game.move_specs, names, strict=True)}},
    }
    return out


def legal_move_schemas(game: AnyGame, card_ref: dict[str, str]) -> dict[str, dict[str, Any]]:
    """``<P><Type>Descriptor`` per move type of ``Game.move_descriptors`` and the
    ``<P>LegalMove`` union (a descriptor replaces its move type's moves)."""
    p = prefix(game)
    max_seat = max(game.player_counts) - 1
    out: dict[str, dict[str, Any]] = {}
    mapping: dict[str, str] = {}
    for mtype in game.move_specs:
        name = f"{p}{camel(mtype)}Move"
        if mtype in game.move_descriptors:
            name = f"{p}{camel(mtype)}Descriptor"
            out[name] = {
                "type": "object",
                "description": f"Every {game.title} `{mtype}` move of a seat: choose "
                               "`count` distinct cards from `choose_from` and post them as "
                               f"the `{mtype}` move's `cards`",
                "properties": {
                    "seat": {"type": "integer", "minimum": 0, "maximum": max_seat},
                    "type": {"type": "string", "enum": [mtype]},
                    "count": {"type": "integer", "minimum": 0},
                    "choose_from": {"type": "array", "items": card_ref},
                },
                "required": ["seat", "type", "count", "choose_from"],
                "additionalProperties": False,
            }
        mapping[mtype] = ref(name)["$ref"]
    out[f"{p}LegalMove"] = {
        "description": f"A legal {game.title} move, or a descriptor of a family of them",
        "oneOf": [{"$ref": r} for r in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    return out


def hand_end_reason_schema(game: AnyGame) -> dict[str, Any]:
    """Why a hand of ``game`` ends: the values its ``hand_scored`` event declares (a
    plain string for a game whose declaration lists none)."""
    declared = game.events["hand_scored"].fields["reason"].enum \
        if "hand_scored" in game.events else None
    out: dict[str, Any] = {"type": "string",
                           "description": f"Why a hand of {game.title} ended"}
    if declared is not None:
        out["enum"] = list(declared)
    return out


def reason_code_schema(game: AnyGame) -> dict[str, Any]:
    codes = dict(sorted(game.reason_codes.items()))
    return {"type": "string", "enum": list(codes),
            "description": f"Why a {game.title} move is illegal:\n"
                           + "\n".join(f"* `{c}`: {text}" for c, text in codes.items())}


# ----- examples ------------------------------------------------------------------------

def game_examples(game: AnyGame) -> dict[str, dict[str, Any]]:
    """Real requests for the docs UI and for schemathesis' example phase."""
    options = game.resolve_options()
    state = game.new_state(options, seed=1, dealer=0)
    encoded = game.encode(state)
    seat = game.to_act(state)[0]
    move = game.legal_moves(state, seat)[0].to_json()  # a move, never a descriptor
    n = game.num_players(state)
    illegal = {**move, "seat": (seat + 1) % n}
    preset = sorted(game.presets)[0] if game.presets else None
    new_state: dict[str, Any] = {"seed": 1, "dealer": 0}
    if preset is not None:
        new_state["preset"] = preset
    values = {
        "new-state": new_state,
        "legal-moves": {"state": encoded, "seat": seat},
        "move": {"state": encoded, "move": move},
        "illegal-move": {"state": encoded, "move": illegal},
        "view": {"state": encoded, "seat": seat},
        "bot-move": {"state": encoded, "level": "random", "seed": 1},
    }
    summaries = {
        "new-state": f"{game.title}: a new match (seed 1)",
        "legal-moves": f"{game.title}: the legal moves of seat {seat}",
        "move": f"{game.title}: a legal move",
        "illegal-move": f"{game.title}: a move out of turn (legal: false)",
        "view": f"{game.title}: seat {seat}'s view",
        "bot-move": f"{game.title}: a random bot move",
    }
    out = {example_name(game, kind): {"summary": summaries[kind], "value": values[kind]}
           for kind in EXAMPLE_KINDS}
    answers = {"new-state": actions.new_state, "legal-moves": actions.legal_moves,
               "move": actions.apply_move, "illegal-move": actions.apply_move,
               "view": actions.view, "bot-move": _bot_answer}
    for kind in ANSWER_KINDS:
        out[example_name(game, kind) + "-answer"] = {
            "summary": summaries[kind], "value": answers[kind](game, values[kind])}
    out[example_name(game, "game") + "-answer"] = {
        "summary": f"{game.title}: options, presets, deck, moves and codes",
        "value": game.info()}
    return out


def _bot_answer(game: AnyGame, body: dict[str, Any]) -> dict[str, Any]:
    """The random bot's real answer to the example request (seed 1), its time fixed."""
    answer = actions.bot_move(game, body)
    answer["stats"] = {**answer["stats"], "elapsed_ms": EXAMPLE_ELAPSED_MS}
    return answer


# ----- registration ------------------------------------------------------------------

def register_game_components(spec: APISpec, games: list[AnyGame] | None = None) -> None:
    games = all_games() if games is None else games
    unions: dict[str, list[dict[str, str]]] = {
        "GameState": [], "GameView": [], "GameMove": [], "GameOptions": [], "Card": [],
        "ReasonCode": [], "GameResolvedOptions": [], "LegalMove": [], "GameEvent": [],
        "GameSessionEvent": [], "HandEndReason": []}
    for game in games:
        p = prefix(game)
        card_ref = ref(f"{p}Card")
        spec.components.schema(f"{p}Card", component=card_schema(game))
        for name, schema in {**options_schemas(game, card_ref),
                             **move_schemas(game, card_ref),
                             **legal_move_schemas(game, card_ref),
                             **event_schemas(game, p)}.items():
            spec.components.schema(name, component=schema)
        spec.components.schema(f"{p}ReasonCode", component=reason_code_schema(game))
        spec.components.schema(f"{p}HandEndReason", component=hand_end_reason_schema(game))
        for name, schema in game.schemas().items():  # State, View and their parts
            spec.components.schema(f"{p}{name}", component=qualify(schema, p))
        for kind in ("State", "View", "Move", "Options"):
            unions[f"Game{kind}"].append(ref(f"{p}{kind}"))
        unions["GameResolvedOptions"].append(ref(f"{p}ResolvedOptions"))
        unions["LegalMove"].append(ref(f"{p}LegalMove"))
        unions["GameEvent"].append(ref(f"{p}Event"))
        unions["GameSessionEvent"].append(ref(f"{p}SessionEvent"))
        unions["Card"].append(card_ref)
        unions["ReasonCode"].append(ref(f"{p}ReasonCode"))
        unions["HandEndReason"].append(ref(f"{p}HandEndReason"))
        for name, example in game_examples(game).items():
            spec.components.example(name, example)
    spec.components.example(GAME_LIST_EXAMPLE, {"summary": "The games",
                                                "value": game_list_answer(games)})
    for name, schema in service_event_schemas().items():
        spec.components.schema(name, component=schema)
    ids = ", ".join(f"`{g.id}`" for g in games)
    by_game = {kind: {"propertyName": "game", "mapping": {
        g.id: ref(f"{prefix(g)}{kind}")["$ref"] for g in games}} for kind in ("State", "View")}
    spec.components.schema("GameState", component={
        "oneOf": unions["GameState"], "discriminator": by_game["State"],
        "description": f"A match state of one of: {ids}"})
    spec.components.schema("GameView", component={
        "oneOf": unions["GameView"], "discriminator": by_game["View"],
        "description": "A state as one seat may see it"})
    spec.components.schema("GameMove", component={
        "anyOf": unions["GameMove"], "description": "A move of the game of the path"})
    spec.components.schema("GameResolvedOptions", component={
        "anyOf": unions["GameResolvedOptions"],
        "description": "Every option of the game of the path, resolved"})
    spec.components.schema("LegalMove", component={
        "anyOf": unions["LegalMove"],
        "description": "A legal move of the game of the path, or a descriptor of a family "
                       "of legal moves"})
    spec.components.schema("GameEvent", component={
        "anyOf": unions["GameEvent"], "description": "An event of the game of the path"})
    spec.components.schema("GameSessionEvent", component={
        "anyOf": unions["GameSessionEvent"],
        "description": "An event of the session log, redacted for the reader"})
    spec.components.schema("GameOptions", component={
        "anyOf": unions["GameOptions"], "description": "Options of the game of the path"})
    spec.components.schema("Card", component={
        "anyOf": unions["Card"], "description": "A card code: suit letter then rank"})
    spec.components.schema("HandEndReason", component={
        "anyOf": unions["HandEndReason"], "description": "Why a hand of one of the games "
                                                         "ended"})
    spec.components.schema("ReasonCode", component={
        "anyOf": unions["ReasonCode"], "description": "A rule-violation code of one of the "
                                                      "games"})
