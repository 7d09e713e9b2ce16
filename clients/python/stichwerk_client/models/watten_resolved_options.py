from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_resolved_options_illegal_move_policy import WattenResolvedOptionsIllegalMovePolicy
from ..models.watten_resolved_options_players import WattenResolvedOptionsPlayers
from ..models.watten_resolved_options_raise_cap_type_1 import WattenResolvedOptionsRaiseCapType1
from ..models.watten_resolved_options_raise_cap_type_2_type_1 import WattenResolvedOptionsRaiseCapType2Type1
from ..models.watten_resolved_options_raise_cap_type_3_type_1 import WattenResolvedOptionsRaiseCapType3Type1
from ..models.watten_resolved_options_raise_window import WattenResolvedOptionsRaiseWindow
from ..models.watten_resolved_options_schlecken import WattenResolvedOptionsSchlecken
from ..models.watten_resolved_options_tense_mode import WattenResolvedOptionsTenseMode
from ..models.watten_resolved_options_tense_value_applies_to import WattenResolvedOptionsTenseValueAppliesTo
from ..models.watten_resolved_options_tok_mode import WattenResolvedOptionsTokMode
from ..models.watten_resolved_options_tok_scope import WattenResolvedOptionsTokScope
from ..models.watten_resolved_options_variant import WattenResolvedOptionsVariant
from typing import cast






T = TypeVar("T", bound="WattenResolvedOptions")



@_attrs_define
class WattenResolvedOptions:
    """ Every rule option of Watten, resolved (as a state carries them)

        Attributes:
            criticals (bool): Maxi HK, Belli S7 and Spitz E7 are the three highest cards (Bavarian only) (default: true for
                bavarian, false for tyrolean)
            illegal_move_policy (WattenResolvedOptionsIllegalMovePolicy): reject every illegal move, or penalize: a broken
                Trumpf oder Kritisch ends the hand and the opponents score its value
            max_redeals (int): Redeals allowed per hand
            players (WattenResolvedOptionsPlayers): 4 (two teams, partners opposite), 2 (each alone) or 3 (the forehand
                alone against a temporary team; Bavarian only)
            raise_cap (None | WattenResolvedOptionsRaiseCapType1 | WattenResolvedOptionsRaiseCapType2Type1 |
                WattenResolvedOptionsRaiseCapType3Type1): null: no cap; points_to_win: a raise may not exceed the points the
                raising side still needs
            raise_window (WattenResolvedOptionsRaiseWindow): Raising is allowed once Schlag and trump are named, or from the
                end of the deal
            redeal_allowed (bool): Schöneres: forehand or dealer may ask for new cards before the Schlag is named
            schlag_must_hold_rank (bool): The Schlag caller must hold a card of that rank
            schlagwechsel_allowed (bool): The forehand may offer the dealer to swap who names the Schlag and who names the
                trump (not with 3 players) (default: true, false with 3 players)
            schlecken (WattenResolvedOptionsSchlecken): Taking criticals at the cut: off, the cutter only, or alternating
                cutter - dealer - cutter (Bavarian with criticals)
            schlecken_bluff (bool): The cutter may take a peeked non-critical; if he then plays five cards and none is a
                critical, his side loses schlecken_penalty
            schlecken_penalty (int): Points lost for a detected false claim
            score_floor_zero (bool): The Schlecken penalty cannot take a score below 0
            target (int): Points that win a match (default: 15, or 11 with 3 players)
            tense_mode (WattenResolvedOptionsTenseMode): seed: a tense side may not raise and the hand is worth 3; pagat:
                the lone tense side plays for 3 (hold) or concedes 2 (fold), no raising
            tense_threshold (int): A side (in 3p: a player) with at least this many points is tense (default: target - 2, at
                least 1)
            tense_value_applies_to (WattenResolvedOptionsTenseValueAppliesTo): seed mode: the 3 is scored by whichever side
                wins, or only by the tense side (the other scores 2)
            tok_mode (WattenResolvedOptionsTokMode): Trumpf oder Kritisch after the Hauptschlag is led to trick 1: always,
                only when called, or never (off for Tyrolean) (default: auto for bavarian, off for tyrolean)
            tok_scope (WattenResolvedOptionsTokScope): Who is bound by Trumpf oder Kritisch: every holder of a trump or
                critical, or only holders of a trump-suit card
            tyrol_guate (bool): Tyrolean: the Guate (trump one rank above the Schlag) is the highest card
            tyrol_linke_forced (bool): Tyrolean: after a trump lead a Linke counts as a trump for the duty to follow (seed
                002)
            tyrol_rechte_exempt (bool): Tyrolean: the Rechte never has to be played to follow a trump lead
            variant (WattenResolvedOptionsVariant): Ranking and play rules: Bavarian (criticals, Trumpf oder Kritisch) or
                Tyrolean (the Weli S6, Guate, trump-follow)
     """

    criticals: bool
    illegal_move_policy: WattenResolvedOptionsIllegalMovePolicy
    max_redeals: int
    players: WattenResolvedOptionsPlayers
    raise_cap: None | WattenResolvedOptionsRaiseCapType1 | WattenResolvedOptionsRaiseCapType2Type1 | WattenResolvedOptionsRaiseCapType3Type1
    raise_window: WattenResolvedOptionsRaiseWindow
    redeal_allowed: bool
    schlag_must_hold_rank: bool
    schlagwechsel_allowed: bool
    schlecken: WattenResolvedOptionsSchlecken
    schlecken_bluff: bool
    schlecken_penalty: int
    score_floor_zero: bool
    target: int
    tense_mode: WattenResolvedOptionsTenseMode
    tense_threshold: int
    tense_value_applies_to: WattenResolvedOptionsTenseValueAppliesTo
    tok_mode: WattenResolvedOptionsTokMode
    tok_scope: WattenResolvedOptionsTokScope
    tyrol_guate: bool
    tyrol_linke_forced: bool
    tyrol_rechte_exempt: bool
    variant: WattenResolvedOptionsVariant





    def to_dict(self) -> dict[str, Any]:
        criticals = self.criticals

        illegal_move_policy = self.illegal_move_policy.value

        max_redeals = self.max_redeals

        players = self.players.value

        raise_cap: None | str
        if isinstance(self.raise_cap, WattenResolvedOptionsRaiseCapType1):
            raise_cap = self.raise_cap.value
        elif isinstance(self.raise_cap, WattenResolvedOptionsRaiseCapType2Type1):
            raise_cap = self.raise_cap.value
        elif isinstance(self.raise_cap, WattenResolvedOptionsRaiseCapType3Type1):
            raise_cap = self.raise_cap.value
        else:
            raise_cap = self.raise_cap

        raise_window = self.raise_window.value

        redeal_allowed = self.redeal_allowed

        schlag_must_hold_rank = self.schlag_must_hold_rank

        schlagwechsel_allowed = self.schlagwechsel_allowed

        schlecken = self.schlecken.value

        schlecken_bluff = self.schlecken_bluff

        schlecken_penalty = self.schlecken_penalty

        score_floor_zero = self.score_floor_zero

        target = self.target

        tense_mode = self.tense_mode.value

        tense_threshold = self.tense_threshold

        tense_value_applies_to = self.tense_value_applies_to.value

        tok_mode = self.tok_mode.value

        tok_scope = self.tok_scope.value

        tyrol_guate = self.tyrol_guate

        tyrol_linke_forced = self.tyrol_linke_forced

        tyrol_rechte_exempt = self.tyrol_rechte_exempt

        variant = self.variant.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "criticals": criticals,
            "illegal_move_policy": illegal_move_policy,
            "max_redeals": max_redeals,
            "players": players,
            "raise_cap": raise_cap,
            "raise_window": raise_window,
            "redeal_allowed": redeal_allowed,
            "schlag_must_hold_rank": schlag_must_hold_rank,
            "schlagwechsel_allowed": schlagwechsel_allowed,
            "schlecken": schlecken,
            "schlecken_bluff": schlecken_bluff,
            "schlecken_penalty": schlecken_penalty,
            "score_floor_zero": score_floor_zero,
            "target": target,
            "tense_mode": tense_mode,
            "tense_threshold": tense_threshold,
            "tense_value_applies_to": tense_value_applies_to,
            "tok_mode": tok_mode,
            "tok_scope": tok_scope,
            "tyrol_guate": tyrol_guate,
            "tyrol_linke_forced": tyrol_linke_forced,
            "tyrol_rechte_exempt": tyrol_rechte_exempt,
            "variant": variant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        criticals = d.pop("criticals")

        illegal_move_policy = WattenResolvedOptionsIllegalMovePolicy(d.pop("illegal_move_policy"))




        max_redeals = d.pop("max_redeals")

        players = WattenResolvedOptionsPlayers(d.pop("players"))




        def _parse_raise_cap(data: object) -> None | WattenResolvedOptionsRaiseCapType1 | WattenResolvedOptionsRaiseCapType2Type1 | WattenResolvedOptionsRaiseCapType3Type1:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                raise_cap_type_1 = WattenResolvedOptionsRaiseCapType1(data)



                if not hasattr(raise_cap_type_1, "to_dict") or raise_cap_type_1.to_dict() == data:
                    return raise_cap_type_1
                parsed.append(raise_cap_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                raise_cap_type_2_type_1 = WattenResolvedOptionsRaiseCapType2Type1(data)



                if not hasattr(raise_cap_type_2_type_1, "to_dict") or raise_cap_type_2_type_1.to_dict() == data:
                    return raise_cap_type_2_type_1
                parsed.append(raise_cap_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                raise_cap_type_3_type_1 = WattenResolvedOptionsRaiseCapType3Type1(data)



                if not hasattr(raise_cap_type_3_type_1, "to_dict") or raise_cap_type_3_type_1.to_dict() == data:
                    return raise_cap_type_3_type_1
                parsed.append(raise_cap_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenResolvedOptionsRaiseCapType1 | WattenResolvedOptionsRaiseCapType2Type1 | WattenResolvedOptionsRaiseCapType3Type1, parsed[0])
            return cast(None | WattenResolvedOptionsRaiseCapType1 | WattenResolvedOptionsRaiseCapType2Type1 | WattenResolvedOptionsRaiseCapType3Type1, data)

        raise_cap = _parse_raise_cap(d.pop("raise_cap"))


        raise_window = WattenResolvedOptionsRaiseWindow(d.pop("raise_window"))




        redeal_allowed = d.pop("redeal_allowed")

        schlag_must_hold_rank = d.pop("schlag_must_hold_rank")

        schlagwechsel_allowed = d.pop("schlagwechsel_allowed")

        schlecken = WattenResolvedOptionsSchlecken(d.pop("schlecken"))




        schlecken_bluff = d.pop("schlecken_bluff")

        schlecken_penalty = d.pop("schlecken_penalty")

        score_floor_zero = d.pop("score_floor_zero")

        target = d.pop("target")

        tense_mode = WattenResolvedOptionsTenseMode(d.pop("tense_mode"))




        tense_threshold = d.pop("tense_threshold")

        tense_value_applies_to = WattenResolvedOptionsTenseValueAppliesTo(d.pop("tense_value_applies_to"))




        tok_mode = WattenResolvedOptionsTokMode(d.pop("tok_mode"))




        tok_scope = WattenResolvedOptionsTokScope(d.pop("tok_scope"))




        tyrol_guate = d.pop("tyrol_guate")

        tyrol_linke_forced = d.pop("tyrol_linke_forced")

        tyrol_rechte_exempt = d.pop("tyrol_rechte_exempt")

        variant = WattenResolvedOptionsVariant(d.pop("variant"))




        watten_resolved_options = cls(
            criticals=criticals,
            illegal_move_policy=illegal_move_policy,
            max_redeals=max_redeals,
            players=players,
            raise_cap=raise_cap,
            raise_window=raise_window,
            redeal_allowed=redeal_allowed,
            schlag_must_hold_rank=schlag_must_hold_rank,
            schlagwechsel_allowed=schlagwechsel_allowed,
            schlecken=schlecken,
            schlecken_bluff=schlecken_bluff,
            schlecken_penalty=schlecken_penalty,
            score_floor_zero=score_floor_zero,
            target=target,
            tense_mode=tense_mode,
            tense_threshold=tense_threshold,
            tense_value_applies_to=tense_value_applies_to,
            tok_mode=tok_mode,
            tok_scope=tok_scope,
            tyrol_guate=tyrol_guate,
            tyrol_linke_forced=tyrol_linke_forced,
            tyrol_rechte_exempt=tyrol_rechte_exempt,
            variant=variant,
        )

        return watten_resolved_options

