from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_reason_code import HeartsReasonCode






T = TypeVar("T", bound="HeartsIllegalCard")



@_attrs_define
class HeartsIllegalCard:
    """ 
        Attributes:
            card (HeartsCard): A card of Hearts: suit letter then rank
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
            message (str): For people
     """

    card: HeartsCard
    code: HeartsReasonCode
    message: str





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        code = self.code.value

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = HeartsCard(d.pop("card"))




        code = HeartsReasonCode(d.pop("code"))




        message = d.pop("message")

        hearts_illegal_card = cls(
            card=card,
            code=code,
            message=message,
        )

        return hearts_illegal_card

