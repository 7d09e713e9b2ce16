"""The ``error`` of a ``legal: false`` answer (stateless ``/moves`` and a session move).

api.md's rejected outcome is ``{code, message, allowed}``, and issue 2 asks that every
rule violation come "with its code and the allowed cards". The rules give ``allowed``
where the violation is about a card (a card the seat does not hold, Trumpf oder
Kritisch, a revoke, a pass of the wrong size ...); every other violation (a move out of
turn, in the wrong phase, an answer with nothing to answer ...) gets here the cards the
seat may use in a move now: the cards of its legal ``play`` moves, or the cards a Hearts
pass may choose from; ``[]`` when it may use none. These are the seat's own cards only
(a session checks first that the move is the token's seat's), so nothing hidden leaks.

Only a refused move pays for this (one ``legal_moves`` of one seat); an applied move
never comes here.
"""

from __future__ import annotations

from typing import Any

from engine.errors import Violation


def violation_json(game: Any, state: Any, seat: int, violation: Violation) -> dict[str, Any]:
    """``violation`` as JSON, with ``allowed`` always present (see the module)."""
    out = violation.to_json()
    if "allowed" not in out:
        cards: list[str] = []
        for move in game.legal_moves_json(state, seat):
            for card in ([move["card"]] if "card" in move else move.get("choose_from", ())):
                if card not in cards:  # a tok_mode on_call lead is listed twice
                    cards.append(card)
        out["allowed"] = cards
    return out
