from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_reason_code import HeartsReasonCode
from typing import cast






T = TypeVar("T", bound="HeartsViolation")



@_attrs_define
class HeartsViolation:
    """ 
        Attributes:
            allowed (list[HeartsCard]): The cards the seat may play now (for a Hearts pass: may pass), always present: for a
                violation about a card, the cards it may play instead; for any other (out of turn, wrong phase, nothing to
                answer ...), the cards of its legal moves now, `[]` when it may play none
            code (HeartsReasonCode): Why a Hearts move is illegal:
                * `already_passed`: the seat has already passed this hand
                * `card_not_in_hand`: a card of the move is not in the seat's hand
                * `duplicate_card`: the same card is named twice in a pass
                * `hearts_not_broken`: a heart may be led only once hearts are broken or when the hand holds only hearts (with
                SQ: SQ must be led, §3.5 rule 5)
                * `must_follow_suit`: the seat holds a card of the led suit and must play one (§3.5 rule 2); under
                illegal_move_policy=penalize a revoke is accepted and scored instead
                * `must_lead_lowest_club`: the holder of the lowest club in the pack (C2, or C3 when C2 is removed) must lead it
                to trick 1 (§3.5 rule 1)
                * `no_points_on_first_trick`: no heart and no SQ in trick 1 unless the hand holds nothing else (§3.5 rule 3)
                * `not_your_turn`: the seat may not make this move now
                * `wrong_pass_count`: a pass is exactly pass_count cards
                * `wrong_phase`: this kind of move is not possible in the current phase
            message (str): For humans; names the cards
     """

    allowed: list[HeartsCard]
    code: HeartsReasonCode
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
            allowed_item = HeartsCard(allowed_item_data)



            allowed.append(allowed_item)


        code = HeartsReasonCode(d.pop("code"))




        message = d.pop("message")

        hearts_violation = cls(
            allowed=allowed,
            code=code,
            message=message,
        )

        return hearts_violation

