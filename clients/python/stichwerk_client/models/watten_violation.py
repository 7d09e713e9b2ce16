from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_reason_code import WattenReasonCode
from typing import cast






T = TypeVar("T", bound="WattenViolation")



@_attrs_define
class WattenViolation:
    """ 
        Attributes:
            allowed (list[WattenCard]): The cards the seat may play now (for a Hearts pass: may pass), always present: for a
                violation about a card, the cards it may play instead; for any other (out of turn, wrong phase, nothing to
                answer ...), the cards of its legal moves now, `[]` when it may play none
            code (WattenReasonCode): Why a Watten move is illegal:
                * `call_not_allowed`: the Trumpf-oder-Kritisch call needs tok_mode on_call and the Hauptschlag led to trick 1
                * `cannot_answer_own_raise`: a raise is answered by the other side
                * `card_not_in_hand`: the card is not in the seat's hand
                * `cut_card_not_critical`: only a critical may be taken at the cut (schlecken_bluff lets the cutter take any
                card)
                * `must_follow_trump`: Tyrolean: a trump was led and the seat must play a trump, the Weli or a Linke (§1.9)
                * `must_hold_schlag_rank`: schlag_must_hold_rank: the caller holds no card of that rank
                * `must_play_trump_or_critical`: Trumpf oder Kritisch: the seat must play a trump or a critical (§1.9)
                * `no_raising_when_tense`: tense_mode pagat: nobody raises while a side is tense
                * `not_your_turn`: the seat may not make this move now
                * `nothing_to_answer`: no raise, redeal request, swap offer or tense choice is waiting for this answer
                * `raise_already_pending`: only one raise may be pending at a time
                * `raise_alternation`: the side made the last accepted raise; the other side raises next
                * `raise_cap_reached`: raise_cap points_to_win: the raise would exceed the points the side still needs
                * `raise_not_allowed_yet`: raising is not possible in this phase (raise_window)
                * `raise_pending`: a raise is pending: no card or call until it is held or folded
                * `rank_not_in_game`: the Schlag must be a rank of this variant's deck
                * `redeal_not_allowed`: no redeal: disabled, already used or refused, too late, or (Tyrolean) too few cards left
                in the stock
                * `side_is_tense`: a tense side may not raise (§1.11)
                * `swap_not_allowed`: no Schlagwechsel: disabled, already offered, 3 players, or too late
                * `wrong_phase`: this kind of move is not possible in the current phase
            message (str): For humans; names the cards
     """

    allowed: list[WattenCard]
    code: WattenReasonCode
    message: str





    def to_dict(self) -> dict[str, Any]:
        allowed = []
        for allowed_item_data in self.allowed:
            allowed_item = allowed_item_data.value
            allowed.append(allowed_item)



        code = self.code.value

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "allowed": allowed,
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        allowed = []
        _allowed = d.pop("allowed")
        for allowed_item_data in (_allowed):
            allowed_item = WattenCard(allowed_item_data)



            allowed.append(allowed_item)


        code = WattenReasonCode(d.pop("code"))




        message = d.pop("message")

        watten_violation = cls(
            allowed=allowed,
            code=code,
            message=message,
        )

        return watten_violation

