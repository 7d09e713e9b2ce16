"""Watten options (rules-spec §1.1) and presets. Defaults that depend on other options
(target by players, criticals and tok_mode by variant, …) are derived when not given."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import MalformedInput
from engine.options import opt


def _option_error(name: str, reason: str) -> MalformedInput:
    return MalformedInput.at(f"options.{name}", reason, "invalid_option_combination")


@dataclass(frozen=True)
class WattenOptions:
    variant: str = opt("bavarian", "Ranking and play rules: Bavarian (criticals, Trumpf oder "
                       "Kritisch) or Tyrolean (the Weli S6, Guate, trump-follow)",
                       allowed=("bavarian", "tyrolean"))
    players: int = opt(4, "4 (two teams, partners opposite), 2 (each alone) or 3 (the "
                       "forehand alone against a temporary team; Bavarian only)",
                       kind="enum", allowed=(4, 2, 3))
    criticals: bool = opt(True, "Maxi HK, Belli S7 and Spitz E7 are the three highest cards "
                          "(Bavarian only)",
                          derived_default=lambda o: o["variant"] == "bavarian",
                          default_doc="true for bavarian, false for tyrolean")
    target: int = opt(15, "Points that win a match", kind="int", minimum=1, maximum=99,
                      derived_default=lambda o: 11 if o["players"] == 3 else 15,
                      default_doc="15, or 11 with 3 players")
    tense_threshold: int = opt(13, "A side (in 3p: a player) with at least this many points "
                               "is tense", kind="int", minimum=1, maximum=99,
                               derived_default=lambda o: max(1, o["target"] - 2),
                               default_doc="target - 2, at least 1")
    tense_mode: str = opt("seed", "seed: a tense side may not raise and the hand is worth 3; "
                          "pagat: the lone tense side plays for 3 (hold) or concedes 2 (fold), "
                          "no raising", allowed=("seed", "pagat"))
    tense_value_applies_to: str = opt("both", "seed mode: the 3 is scored by whichever side "
                                      "wins, or only by the tense side (the other scores 2)",
                                      allowed=("both", "tense_side_only"))
    tok_mode: str = opt("auto", "Trumpf oder Kritisch after the Hauptschlag is led to "
                        "trick 1: always, only when called, or never (off for Tyrolean)",
                        allowed=("auto", "on_call", "off"),
                        derived_default=lambda o: "auto" if o["variant"] == "bavarian"
                        else "off", default_doc="auto for bavarian, off for tyrolean")
    tok_scope: str = opt("strict", "Who is bound by Trumpf oder Kritisch: every holder of a "
                         "trump or critical, or only holders of a trump-suit card",
                         allowed=("strict", "trump_holders"))
    schlecken: str = opt("off", "Taking criticals at the cut: off, the cutter only, or "
                         "alternating cutter - dealer - cutter (Bavarian with criticals)",
                         allowed=("off", "cutter_only", "alternating"))
    schlecken_bluff: bool = opt(False, "The cutter may take a peeked non-critical; if he then "
                                "plays five cards and none is a critical, his side loses "
                                "schlecken_penalty")
    schlecken_penalty: int = opt(2, "Points lost for a detected false claim", kind="int",
                                 minimum=0, maximum=99)
    redeal_allowed: bool = opt(True, "Schöneres: forehand or dealer may ask for new cards "
                               "before the Schlag is named")
    max_redeals: int = opt(1, "Redeals allowed per hand", kind="int", minimum=0, maximum=5)
    schlagwechsel_allowed: bool = opt(
        True, "The forehand may offer the dealer to swap who names the Schlag and who names "
        "the trump (not with 3 players)", derived_default=lambda o: o["players"] != 3,
        default_doc="true, false with 3 players")
    schlag_must_hold_rank: bool = opt(False, "The Schlag caller must hold a card of that rank")
    raise_window: str = opt("after_declaration", "Raising is allowed once Schlag and trump "
                            "are named, or from the end of the deal",
                            allowed=("after_declaration", "after_deal"))
    raise_cap: str | None = opt(None, "null: no cap; points_to_win: a raise may not exceed "
                                "the points the raising side still needs",
                                allowed=("points_to_win",), nullable=True)
    tyrol_linke_forced: bool = opt(True, "Tyrolean: after a trump lead a Linke counts as a "
                                   "trump for the duty to follow (seed 002)")
    tyrol_rechte_exempt: bool = opt(False, "Tyrolean: the Rechte never has to be played to "
                                    "follow a trump lead")
    tyrol_guate: bool = opt(True, "Tyrolean: the Guate (trump one rank above the Schlag) is "
                            "the highest card")
    score_floor_zero: bool = opt(False, "The Schlecken penalty cannot take a score below 0")
    illegal_move_policy: str = opt("reject", "reject every illegal move, or penalize: a broken "
                                   "Trumpf oder Kritisch ends the hand and the opponents score "
                                   "its value", allowed=("reject", "penalize"))


PRESETS: dict[str, dict[str, Any]] = {
    "bavarian": {},
    "bavarian-11": {"target": 11},
    "no-criticals": {"criticals": False},
    "two-player": {"players": 2},
    "three-player": {"players": 3},
    "tyrolean": {"variant": "tyrolean"},
    "tournament": {"schlecken": "off", "redeal_allowed": False},
}


def check_combination(o: WattenOptions) -> None:
    """Reject option sets the rules do not allow, saying why (422)."""
    if o.variant == "tyrolean":
        if o.players == 3:
            raise _option_error("players", "the 3-player game is Bavarian only (§1.1)")
        if o.criticals:
            raise _option_error("criticals", "Tyrolean Watten has no criticals (§1.8.3)")
        if o.tok_mode != "off":
            raise _option_error("tok_mode", "Trumpf oder Kritisch does not exist in "
                                "Tyrolean Watten (§1.9); use tok_mode off")
        if o.schlecken != "off":
            raise _option_error("schlecken", "in Tyrolean Watten nobody may look at the cut "
                                "cards (§1.5)")
    if o.schlecken != "off" and not o.criticals:
        raise _option_error("schlecken", "Schlecken takes criticals: it needs criticals true")
    if o.schlecken_bluff and o.schlecken == "off":
        raise _option_error("schlecken_bluff", "a bluff needs schlecken cutter_only or "
                            "alternating")
    if o.players == 3 and o.schlagwechsel_allowed:
        raise _option_error("schlagwechsel_allowed", "there is no Schlagwechsel with 3 "
                            "players: the forehand names Schlag and trump (§1.7)")
