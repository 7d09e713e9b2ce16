from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_options_illegal_move_policy import WattenOptionsIllegalMovePolicy
from ..models.watten_options_players import WattenOptionsPlayers
from ..models.watten_options_raise_cap_type_1 import WattenOptionsRaiseCapType1
from ..models.watten_options_raise_cap_type_2_type_1 import WattenOptionsRaiseCapType2Type1
from ..models.watten_options_raise_cap_type_3_type_1 import WattenOptionsRaiseCapType3Type1
from ..models.watten_options_raise_window import WattenOptionsRaiseWindow
from ..models.watten_options_schlecken import WattenOptionsSchlecken
from ..models.watten_options_tense_mode import WattenOptionsTenseMode
from ..models.watten_options_tense_value_applies_to import WattenOptionsTenseValueAppliesTo
from ..models.watten_options_tok_mode import WattenOptionsTokMode
from ..models.watten_options_tok_scope import WattenOptionsTokScope
from ..models.watten_options_variant import WattenOptionsVariant
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WattenOptions")



@_attrs_define
class WattenOptions:
    """ Rule options of Watten (rules-spec.md §1) in a request: every option is optional (unset: the preset's or the default
    value)

        Attributes:
            criticals (bool | Unset): Maxi HK, Belli S7 and Spitz E7 are the three highest cards (Bavarian only) (default:
                true for bavarian, false for tyrolean)
            illegal_move_policy (WattenOptionsIllegalMovePolicy | Unset): reject every illegal move, or penalize: a broken
                Trumpf oder Kritisch ends the hand and the opponents score its value Default:
                WattenOptionsIllegalMovePolicy.REJECT.
            max_redeals (int | Unset): Redeals allowed per hand Default: 1.
            players (WattenOptionsPlayers | Unset): 4 (two teams, partners opposite), 2 (each alone) or 3 (the forehand
                alone against a temporary team; Bavarian only) Default: WattenOptionsPlayers.VALUE_4.
            raise_cap (None | Unset | WattenOptionsRaiseCapType1 | WattenOptionsRaiseCapType2Type1 |
                WattenOptionsRaiseCapType3Type1): null: no cap; points_to_win: a raise may not exceed the points the raising
                side still needs
            raise_window (WattenOptionsRaiseWindow | Unset): Raising is allowed once Schlag and trump are named, or from the
                end of the deal Default: WattenOptionsRaiseWindow.AFTER_DECLARATION.
            redeal_allowed (bool | Unset): Schöneres: forehand or dealer may ask for new cards before the Schlag is named
                Default: True.
            schlag_must_hold_rank (bool | Unset): The Schlag caller must hold a card of that rank Default: False.
            schlagwechsel_allowed (bool | Unset): The forehand may offer the dealer to swap who names the Schlag and who
                names the trump (not with 3 players) (default: true, false with 3 players)
            schlecken (WattenOptionsSchlecken | Unset): Taking criticals at the cut: off, the cutter only, or alternating
                cutter - dealer - cutter (Bavarian with criticals) Default: WattenOptionsSchlecken.OFF.
            schlecken_bluff (bool | Unset): The cutter may take a peeked non-critical; if he then plays five cards and none
                is a critical, his side loses schlecken_penalty Default: False.
            schlecken_penalty (int | Unset): Points lost for a detected false claim Default: 2.
            score_floor_zero (bool | Unset): The Schlecken penalty cannot take a score below 0 Default: False.
            target (int | Unset): Points that win a match (default: 15, or 11 with 3 players)
            tense_mode (WattenOptionsTenseMode | Unset): seed: a tense side may not raise and the hand is worth 3; pagat:
                the lone tense side plays for 3 (hold) or concedes 2 (fold), no raising Default: WattenOptionsTenseMode.SEED.
            tense_threshold (int | Unset): A side (in 3p: a player) with at least this many points is tense (default: target
                - 2, at least 1)
            tense_value_applies_to (WattenOptionsTenseValueAppliesTo | Unset): seed mode: the 3 is scored by whichever side
                wins, or only by the tense side (the other scores 2) Default: WattenOptionsTenseValueAppliesTo.BOTH.
            tok_mode (WattenOptionsTokMode | Unset): Trumpf oder Kritisch after the Hauptschlag is led to trick 1: always,
                only when called, or never (off for Tyrolean) (default: auto for bavarian, off for tyrolean)
            tok_scope (WattenOptionsTokScope | Unset): Who is bound by Trumpf oder Kritisch: every holder of a trump or
                critical, or only holders of a trump-suit card Default: WattenOptionsTokScope.STRICT.
            tyrol_guate (bool | Unset): Tyrolean: the Guate (trump one rank above the Schlag) is the highest card Default:
                True.
            tyrol_linke_forced (bool | Unset): Tyrolean: after a trump lead a Linke counts as a trump for the duty to follow
                (seed 002) Default: True.
            tyrol_rechte_exempt (bool | Unset): Tyrolean: the Rechte never has to be played to follow a trump lead Default:
                False.
            variant (WattenOptionsVariant | Unset): Ranking and play rules: Bavarian (criticals, Trumpf oder Kritisch) or
                Tyrolean (the Weli S6, Guate, trump-follow) Default: WattenOptionsVariant.BAVARIAN.
     """

    criticals: bool | Unset = UNSET
    illegal_move_policy: WattenOptionsIllegalMovePolicy | Unset = WattenOptionsIllegalMovePolicy.REJECT
    max_redeals: int | Unset = 1
    players: WattenOptionsPlayers | Unset = WattenOptionsPlayers.VALUE_4
    raise_cap: None | Unset | WattenOptionsRaiseCapType1 | WattenOptionsRaiseCapType2Type1 | WattenOptionsRaiseCapType3Type1 = UNSET
    raise_window: WattenOptionsRaiseWindow | Unset = WattenOptionsRaiseWindow.AFTER_DECLARATION
    redeal_allowed: bool | Unset = True
    schlag_must_hold_rank: bool | Unset = False
    schlagwechsel_allowed: bool | Unset = UNSET
    schlecken: WattenOptionsSchlecken | Unset = WattenOptionsSchlecken.OFF
    schlecken_bluff: bool | Unset = False
    schlecken_penalty: int | Unset = 2
    score_floor_zero: bool | Unset = False
    target: int | Unset = UNSET
    tense_mode: WattenOptionsTenseMode | Unset = WattenOptionsTenseMode.SEED
    tense_threshold: int | Unset = UNSET
    tense_value_applies_to: WattenOptionsTenseValueAppliesTo | Unset = WattenOptionsTenseValueAppliesTo.BOTH
    tok_mode: WattenOptionsTokMode | Unset = UNSET
    tok_scope: WattenOptionsTokScope | Unset = WattenOptionsTokScope.STRICT
    tyrol_guate: bool | Unset = True
    tyrol_linke_forced: bool | Unset = True
    tyrol_rechte_exempt: bool | Unset = False
    variant: WattenOptionsVariant | Unset = WattenOptionsVariant.BAVARIAN





    def to_dict(self) -> dict[str, Any]:
        criticals = self.criticals

        illegal_move_policy: str | Unset = UNSET
        if not isinstance(self.illegal_move_policy, Unset):
            illegal_move_policy = self.illegal_move_policy.value


        max_redeals = self.max_redeals

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        raise_cap: None | str | Unset
        if isinstance(self.raise_cap, Unset):
            raise_cap = UNSET
        elif isinstance(self.raise_cap, WattenOptionsRaiseCapType1):
            raise_cap = self.raise_cap.value
        elif isinstance(self.raise_cap, WattenOptionsRaiseCapType2Type1):
            raise_cap = self.raise_cap.value
        elif isinstance(self.raise_cap, WattenOptionsRaiseCapType3Type1):
            raise_cap = self.raise_cap.value
        else:
            raise_cap = self.raise_cap

        raise_window: str | Unset = UNSET
        if not isinstance(self.raise_window, Unset):
            raise_window = self.raise_window.value


        redeal_allowed = self.redeal_allowed

        schlag_must_hold_rank = self.schlag_must_hold_rank

        schlagwechsel_allowed = self.schlagwechsel_allowed

        schlecken: str | Unset = UNSET
        if not isinstance(self.schlecken, Unset):
            schlecken = self.schlecken.value


        schlecken_bluff = self.schlecken_bluff

        schlecken_penalty = self.schlecken_penalty

        score_floor_zero = self.score_floor_zero

        target = self.target

        tense_mode: str | Unset = UNSET
        if not isinstance(self.tense_mode, Unset):
            tense_mode = self.tense_mode.value


        tense_threshold = self.tense_threshold

        tense_value_applies_to: str | Unset = UNSET
        if not isinstance(self.tense_value_applies_to, Unset):
            tense_value_applies_to = self.tense_value_applies_to.value


        tok_mode: str | Unset = UNSET
        if not isinstance(self.tok_mode, Unset):
            tok_mode = self.tok_mode.value


        tok_scope: str | Unset = UNSET
        if not isinstance(self.tok_scope, Unset):
            tok_scope = self.tok_scope.value


        tyrol_guate = self.tyrol_guate

        tyrol_linke_forced = self.tyrol_linke_forced

        tyrol_rechte_exempt = self.tyrol_rechte_exempt

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if criticals is not UNSET:
            field_dict["criticals"] = criticals
        if illegal_move_policy is not UNSET:
            field_dict["illegal_move_policy"] = illegal_move_policy
        if max_redeals is not UNSET:
            field_dict["max_redeals"] = max_redeals
        if players is not UNSET:
            field_dict["players"] = players
        if raise_cap is not UNSET:
            field_dict["raise_cap"] = raise_cap
        if raise_window is not UNSET:
            field_dict["raise_window"] = raise_window
        if redeal_allowed is not UNSET:
            field_dict["redeal_allowed"] = redeal_allowed
        if schlag_must_hold_rank is not UNSET:
            field_dict["schlag_must_hold_rank"] = schlag_must_hold_rank
        if schlagwechsel_allowed is not UNSET:
            field_dict["schlagwechsel_allowed"] = schlagwechsel_allowed
        if schlecken is not UNSET:
            field_dict["schlecken"] = schlecken
        if schlecken_bluff is not UNSET:
            field_dict["schlecken_bluff"] = schlecken_bluff
        if schlecken_penalty is not UNSET:
            field_dict["schlecken_penalty"] = schlecken_penalty
        if score_floor_zero is not UNSET:
            field_dict["score_floor_zero"] = score_floor_zero
        if target is not UNSET:
            field_dict["target"] = target
        if tense_mode is not UNSET:
            field_dict["tense_mode"] = tense_mode
        if tense_threshold is not UNSET:
            field_dict["tense_threshold"] = tense_threshold
        if tense_value_applies_to is not UNSET:
            field_dict["tense_value_applies_to"] = tense_value_applies_to
        if tok_mode is not UNSET:
            field_dict["tok_mode"] = tok_mode
        if tok_scope is not UNSET:
            field_dict["tok_scope"] = tok_scope
        if tyrol_guate is not UNSET:
            field_dict["tyrol_guate"] = tyrol_guate
        if tyrol_linke_forced is not UNSET:
            field_dict["tyrol_linke_forced"] = tyrol_linke_forced
        if tyrol_rechte_exempt is not UNSET:
            field_dict["tyrol_rechte_exempt"] = tyrol_rechte_exempt
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        criticals = d.pop("criticals", UNSET)

        _illegal_move_policy = d.pop("illegal_move_policy", UNSET)
        illegal_move_policy: WattenOptionsIllegalMovePolicy | Unset
        if isinstance(_illegal_move_policy,  Unset):
            illegal_move_policy = UNSET
        else:
            illegal_move_policy = WattenOptionsIllegalMovePolicy(_illegal_move_policy)




        max_redeals = d.pop("max_redeals", UNSET)

        _players = d.pop("players", UNSET)
        players: WattenOptionsPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = WattenOptionsPlayers(_players)




        def _parse_raise_cap(data: object) -> None | Unset | WattenOptionsRaiseCapType1 | WattenOptionsRaiseCapType2Type1 | WattenOptionsRaiseCapType3Type1:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                raise_cap_type_1 = WattenOptionsRaiseCapType1(data)



                if not hasattr(raise_cap_type_1, "to_dict") or raise_cap_type_1.to_dict() == data:
                    return raise_cap_type_1
                parsed.append(raise_cap_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                raise_cap_type_2_type_1 = WattenOptionsRaiseCapType2Type1(data)



                if not hasattr(raise_cap_type_2_type_1, "to_dict") or raise_cap_type_2_type_1.to_dict() == data:
                    return raise_cap_type_2_type_1
                parsed.append(raise_cap_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                raise_cap_type_3_type_1 = WattenOptionsRaiseCapType3Type1(data)



                if not hasattr(raise_cap_type_3_type_1, "to_dict") or raise_cap_type_3_type_1.to_dict() == data:
                    return raise_cap_type_3_type_1
                parsed.append(raise_cap_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | Unset | WattenOptionsRaiseCapType1 | WattenOptionsRaiseCapType2Type1 | WattenOptionsRaiseCapType3Type1, parsed[0])
            return cast(None | Unset | WattenOptionsRaiseCapType1 | WattenOptionsRaiseCapType2Type1 | WattenOptionsRaiseCapType3Type1, data)

        raise_cap = _parse_raise_cap(d.pop("raise_cap", UNSET))


        _raise_window = d.pop("raise_window", UNSET)
        raise_window: WattenOptionsRaiseWindow | Unset
        if isinstance(_raise_window,  Unset):
            raise_window = UNSET
        else:
            raise_window = WattenOptionsRaiseWindow(_raise_window)




        redeal_allowed = d.pop("redeal_allowed", UNSET)

        schlag_must_hold_rank = d.pop("schlag_must_hold_rank", UNSET)

        schlagwechsel_allowed = d.pop("schlagwechsel_allowed", UNSET)

        _schlecken = d.pop("schlecken", UNSET)
        schlecken: WattenOptionsSchlecken | Unset
        if isinstance(_schlecken,  Unset):
            schlecken = UNSET
        else:
            schlecken = WattenOptionsSchlecken(_schlecken)




        schlecken_bluff = d.pop("schlecken_bluff", UNSET)

        schlecken_penalty = d.pop("schlecken_penalty", UNSET)

        score_floor_zero = d.pop("score_floor_zero", UNSET)

        target = d.pop("target", UNSET)

        _tense_mode = d.pop("tense_mode", UNSET)
        tense_mode: WattenOptionsTenseMode | Unset
        if isinstance(_tense_mode,  Unset):
            tense_mode = UNSET
        else:
            tense_mode = WattenOptionsTenseMode(_tense_mode)




        tense_threshold = d.pop("tense_threshold", UNSET)

        _tense_value_applies_to = d.pop("tense_value_applies_to", UNSET)
        tense_value_applies_to: WattenOptionsTenseValueAppliesTo | Unset
        if isinstance(_tense_value_applies_to,  Unset):
            tense_value_applies_to = UNSET
        else:
            tense_value_applies_to = WattenOptionsTenseValueAppliesTo(_tense_value_applies_to)




        _tok_mode = d.pop("tok_mode", UNSET)
        tok_mode: WattenOptionsTokMode | Unset
        if isinstance(_tok_mode,  Unset):
            tok_mode = UNSET
        else:
            tok_mode = WattenOptionsTokMode(_tok_mode)




        _tok_scope = d.pop("tok_scope", UNSET)
        tok_scope: WattenOptionsTokScope | Unset
        if isinstance(_tok_scope,  Unset):
            tok_scope = UNSET
        else:
            tok_scope = WattenOptionsTokScope(_tok_scope)




        tyrol_guate = d.pop("tyrol_guate", UNSET)

        tyrol_linke_forced = d.pop("tyrol_linke_forced", UNSET)

        tyrol_rechte_exempt = d.pop("tyrol_rechte_exempt", UNSET)

        _variant = d.pop("variant", UNSET)
        variant: WattenOptionsVariant | Unset
        if isinstance(_variant,  Unset):
            variant = UNSET
        else:
            variant = WattenOptionsVariant(_variant)




        watten_options = cls(
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

        return watten_options

