"""Why each card a seat holds may not be played now: the `illegal_cards` of a session read.

A page draws the seat's hand with the cards it may not play disabled, and says why on
hover and focus. The reason is the game's own rule check (`Game.check`) of that play: the
same `code` and `message` a `POST .../moves` of that card would answer with
`legal: false`. Under ``illegal_move_policy: penalize`` a card that breaks a rule is not
refused but punished (the hand ends); it is listed too, with the rule it breaks and a
message that says so (`Game.penalized_breach`), so that a page can warn before it is
played. Only the seat's own hand is checked, against the state the seat plays in; the
messages name the trick, the call and the seat's own cards (what the seat sees), never
another seat's hand.
"""

from __future__ import annotations

from typing import Any

from engine.moves import PLAY
from engine.results import Stage


def illegal_cards(game: Any, state: Any, seat: int | None, view: dict[str, Any],
                  legal_moves: list[dict[str, Any]]) -> list[dict[str, str]]:
    """``[{card, code, message}]`` for each card of ``seat``'s hand that it may not play
    now (or may only at a penalty), in hand order; empty for the host and the spectator
    and once the match is over. ``view`` and ``legal_moves`` are the seat's, as the
    session read answers them (the hand is the view's, the playable cards those of the
    legal moves)."""
    if seat is None or game.stage(state) is Stage.MATCH_OVER:
        return []
    hand = view["hands"][seat] or []
    playable = {m["card"] for m in legal_moves if m.get("type") == PLAY}
    out: list[dict[str, str]] = []
    for card in hand:
        if card in playable:
            continue
        move = game.parse_move({"seat": seat, "type": PLAY, "card": card}, state)
        violation = game.check(state, move) or game.penalized_breach(state, move)
        if violation is not None:
            out.append({"card": card, "code": violation.code, "message": violation.message})
    return out
