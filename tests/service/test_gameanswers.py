"""`service.gameanswers`: the answers that carry a game's items get one variant per game,
told apart by their ``game``; on a small spec written here, then on the service's own."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.registry import all_games
from service.app import create_app
from service.gameanswers import with_game_answers
from service.gamedocs import prefix


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def answer(schema: dict[str, Any]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


def small_spec() -> dict[str, Any]:
    """Two games (A and B), an answer with a move list and a nested part holding a card,
    one that holds only a state (already told apart), and a route answering a oneOf."""
    return {
        "paths": {
            "/moves": {"post": {"responses": {"200": answer(ref("Moves"))}}},
            "/outcome": {"post": {"responses": {
                "200": answer({"oneOf": [ref("Moves"), ref("Rejected")]})}}},
            "/state": {"post": {"responses": {"201": answer(ref("StateAnswer"))}}},
        },
        "components": {"schemas": {
            "AState": {"type": "object"}, "BState": {"type": "object"},
            "GameState": {"oneOf": [ref("AState"), ref("BState")], "discriminator": {
                "propertyName": "game", "mapping": {"a": ref("AState")["$ref"],
                                                    "b": ref("BState")["$ref"]}}},
            "AMove": {"type": "object"}, "BMove": {"type": "object"},
            "GameMove": {"anyOf": [ref("AMove"), ref("BMove")]},
            "ACard": {"enum": ["X1"]}, "BCard": {"enum": ["X1", "Y2"]},
            "Card": {"anyOf": [ref("ACard"), ref("BCard")]},
            "Allowed": {"type": "object", "properties": {"cards": {
                "type": "array", "items": ref("Card")}}},
            "Moves": {"type": "object", "required": ["moves"], "properties": {
                "game": {"type": "string", "enum": ["a", "b"], "description": "the game"},
                "moves": {"type": "array", "items": ref("GameMove")},
                "allowed": ref("Allowed")}},
            "Rejected": {"type": "object", "properties": {
                "game": {"type": "string"}, "card": ref("Card")}},
            "StateAnswer": {"type": "object", "properties": {"state": ref("GameState")}},
        }},
    }


def test_an_answer_becomes_one_variant_per_game_with_its_items_and_parts_narrowed():
    spec = with_game_answers(small_spec())
    schemas = spec["components"]["schemas"]
    assert schemas["Moves"] == {"oneOf": [ref("AMoves"), ref("BMoves")], "discriminator": {
        "propertyName": "game", "mapping": {"a": ref("AMoves")["$ref"],
                                            "b": ref("BMoves")["$ref"]}}}
    b = schemas["BMoves"]
    assert b["properties"]["game"] == {"type": "string", "enum": ["b"],
                                       "description": "the game"}
    assert b["required"] == ["moves", "game"]
    assert b["properties"]["moves"]["items"] == ref("BMove")
    assert b["properties"]["allowed"] == ref("BAllowed")  # a part that holds a card
    assert schemas["BAllowed"]["properties"]["cards"]["items"] == ref("BCard")
    assert schemas["ARejected"]["properties"]["card"] == ref("ACard")


def test_a_route_answering_a_oneof_lists_the_variants_and_unused_unions_are_dropped():
    spec = with_game_answers(small_spec())
    outcome = spec["paths"]["/outcome"]["post"]["responses"]["200"]["content"][
        "application/json"]["schema"]
    assert outcome["oneOf"] == [ref("AMoves"), ref("BMoves"), ref("ARejected"),
                                ref("BRejected")]
    schemas = spec["components"]["schemas"]
    # nothing references these any more: each variant has its own
    assert not {"GameMove", "Card", "Allowed", "Rejected"} & set(schemas)
    assert "Moves" in schemas  # /moves still answers it
    # an answer that reaches only a union told apart already is left as it is
    assert schemas["StateAnswer"] == small_spec()["components"]["schemas"]["StateAnswer"]
    assert "GameState" in schemas


def test_an_answer_that_names_a_game_but_holds_none_of_its_items_is_left_as_it_is():
    """Only answers that reach a game's items are split (an open union, or ``GameState``
    / ``GameView`` with a ``game`` of their own): a ``game`` field alone is no reason."""
    spec = small_spec()
    named_only = {"type": "object", "properties": {"game": {"type": "string"},
                                                   "players": {"type": "integer"}}}
    spec["components"]["schemas"]["GameName"] = named_only
    spec["paths"]["/name"] = {"get": {"responses": {"200": answer(ref("GameName"))}}}
    schemas = with_game_answers(spec)["components"]["schemas"]
    assert schemas["GameName"] == named_only
    assert not {"AGameName", "BGameName"} & set(schemas)


def test_only_what_the_split_left_unreferenced_is_dropped():
    """The unions and parts that no route or component references any more are dropped
    (``GameMove``, ``Allowed``): a component that nothing referenced before the split,
    a game union included, is the spec's own documentation and stays."""
    spec = small_spec()
    documented = {"GameOptions": {"anyOf": [ref("AMove"), ref("BMove")]},
                  "Glossary": {"type": "object"}}
    spec["components"]["schemas"].update(copy.deepcopy(documented))
    schemas = with_game_answers(spec)["components"]["schemas"]
    assert {name: schemas.get(name) for name in documented} == documented
    assert not {"GameMove", "Allowed"} & set(schemas)


def test_a_split_answer_keeps_its_description():
    """The ``oneOf`` that replaces an answer describes it as the answer did (a generated
    client's docs come from it)."""
    spec = small_spec()
    spec["components"]["schemas"]["Moves"]["description"] = "The moves of a seat."
    schemas = with_game_answers(spec)["components"]["schemas"]
    assert "oneOf" in schemas["Moves"]
    assert schemas["Moves"]["description"] == "The moves of a seat."


def test_an_answer_with_a_games_items_and_no_game_field_is_refused():
    spec = small_spec()
    del spec["components"]["schemas"]["Rejected"]["properties"]["game"]
    with pytest.raises(ValueError, match="Rejected carries a game's items but no `game`"):
        with_game_answers(spec)


def test_a_variant_name_that_a_game_uses_already_is_refused():
    spec = small_spec()
    spec["components"]["schemas"]["BAllowed"] = {"type": "object"}
    with pytest.raises(ValueError, match="BAllowed is a component already"):
        with_game_answers(spec)


def test_a_spec_without_games_is_left_as_it_is():
    spec = small_spec()
    del spec["components"]["schemas"]["GameState"]
    assert with_game_answers(copy.deepcopy(spec)) == spec


def test_the_service_spec_reaches_no_open_game_union_from_any_answer():
    """In the served spec, no route answers with something that reaches `GameMove`,
    `LegalMove`, `Card`, ... : every such answer is one of its game's variants."""
    spec = create_app({"TESTING": True}).test_client().get("/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    for name in ("GameMove", "Card"):  # what requests still reference
        assert "anyOf" in schemas[name]
    for name in ("LegalMove", "GameEvent", "GameSessionEvent", "Violation", "ReasonCode"):
        assert name not in schemas
    games = [prefix(g) for g in all_games()]
    session = schemas["Session"]
    assert session["oneOf"] == [ref(f"{p}Session") for p in games]
    assert session["discriminator"]["propertyName"] == "game"
    watten = schemas["WattenSession"]
    assert watten["properties"]["game"]["enum"] == ["watten"]
    assert watten["properties"]["legal_moves"]["items"] == ref("WattenLegalMove")
    assert watten["properties"]["view"]["$ref"] == ref("WattenView")["$ref"]
    # an answer that holds only a view, but names its game, is split too
    created = schemas["WattenSessionCreated"]["properties"]
    assert created["game"]["enum"] == ["watten"]
    assert created["view"]["$ref"] == ref("WattenView")["$ref"]
    assert "oneOf" not in schemas["ViewResponse"]  # no game of its own: left as it is
    info = schemas["GameInfo"]
    assert info["discriminator"]["propertyName"] == "id"
