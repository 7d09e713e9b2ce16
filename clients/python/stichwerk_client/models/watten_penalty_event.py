from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_penalty_event_code import WattenPenaltyEventCode
from ..models.watten_penalty_event_type import WattenPenaltyEventType
from typing import cast






T = TypeVar("T", bound="WattenPenaltyEvent")



@_attrs_define
class WattenPenaltyEvent:
    """ An illegal card was accepted under `illegal_move_policy: penalize`; the hand ends with the game's penalty.

        Attributes:
            card (None | WattenCard): The offending card. Shown only to the seat(s) in `seat`; `null` for everyone else.
            code (WattenPenaltyEventCode): The rule that was broken (a reason code).
            seat (int): The offender.
            side (int): Watten: the offender's side.
            type_ (WattenPenaltyEventType):
     """

    card: None | WattenCard
    code: WattenPenaltyEventCode
    seat: int
    side: int
    type_: WattenPenaltyEventType





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, WattenCard):
            card = self.card.value
        else:
            card = self.card

        code = self.code.value

        seat = self.seat

        side = self.side

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "code": code,
            "seat": seat,
            "side": side,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> None | WattenCard:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = WattenCard(data)



                if not hasattr(card_type_0, "to_dict") or card_type_0.to_dict() == data:
                    return card_type_0
                parsed.append(card_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenCard, parsed[0])
            return cast(None | WattenCard, data)

        card = _parse_card(d.pop("card"))


        code = WattenPenaltyEventCode(d.pop("code"))




        seat = d.pop("seat")

        side = d.pop("side")

        type_ = WattenPenaltyEventType(d.pop("type"))




        watten_penalty_event = cls(
            card=card,
            code=code,
            seat=seat,
            side=side,
            type_=type_,
        )

        return watten_penalty_event

