"""The JSON Schema builders (engine.schema) speak the published spec's dialect, OpenAPI
3.1 (JSON Schema 2020-12): "or null" is ``type: [t, "null"]`` for a typed schema (an
enum then lists null too) and ``anyOf: [s, {type: null}]`` for a reference or a
combination, with the description kept beside the ``anyOf``; a local reference is
qualified with the game's prefix."""

from __future__ import annotations

from engine import schema

NULL = {"type": "null"}


def test_a_typed_schema_or_null_adds_null_to_its_type_and_enum() -> None:
    assert schema.nullable(schema.string(enum=["left", "right"], description="Where.")) == {
        "type": ["string", "null"], "enum": ["left", "right", None], "description": "Where."}
    assert schema.nullable({"type": ["integer", "null"]}) == {"type": ["integer", "null"]}
    assert schema.nullable(schema.boolean()) == {"type": ["boolean", "null"]}


def test_a_reference_or_a_combination_or_null_is_an_any_of() -> None:
    card = schema.describe(schema.ref("Card"), "The card.")
    assert schema.nullable(card) == {"anyOf": [{"$ref": "local:Card"}, NULL],
                                     "description": "The card."}
    for combined in ({"type": "object", "allOf": [{"$ref": "local:A"}]},
                     {"type": "object", "anyOf": [{"$ref": "local:A"}]},
                     {"type": "object", "$ref": "local:A"}):
        assert schema.nullable(combined) == {"anyOf": [combined, NULL]}
    already = {"anyOf": [{"$ref": "local:Card"}, NULL]}
    assert schema.nullable(already) == already
    assert schema.nullable({"anyOf": [{"$ref": "local:Card"}]}) == {
        "anyOf": [{"anyOf": [{"$ref": "local:Card"}]}, NULL]}


def test_arrays_carry_their_item_counts() -> None:
    assert schema.array(schema.integer(), 1, 5) == {
        "type": "array", "items": schema.integer(), "minItems": 1, "maxItems": 5}
    assert schema.array(schema.integer(), max_items=0) == {
        "type": "array", "items": schema.integer(), "maxItems": 0}


def test_local_references_are_qualified_with_the_game_prefix_everywhere() -> None:
    doc = {"properties": {"card": {"$ref": "local:Card"},
                          "cards": [{"$ref": "local:Card"}, {"$ref": "#/other"}]},
           "title": "local:Card"}
    assert schema.qualify(doc, "Hearts") == {
        "properties": {"card": {"$ref": "#/components/schemas/HeartsCard"},
                       "cards": [{"$ref": "#/components/schemas/HeartsCard"},
                                 {"$ref": "#/other"}]},
        "title": "local:Card"}
