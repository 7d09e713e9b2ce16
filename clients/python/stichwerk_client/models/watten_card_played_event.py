from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_card_played_event_call import WattenCardPlayedEventCall
from ..models.watten_card_played_event_type import WattenCardPlayedEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="WattenCardPlayedEvent")



@_attrs_define
class WattenCardPlayedEvent:
    """ A seat played a card to the current trick.

        Attributes:
            card (WattenCard): A card of Watten: suit letter then rank
            seat (int): Who played.
            type_ (WattenCardPlayedEventType):
            call (WattenCardPlayedEventCall | Unset): Watten: the Trumpf-oder-Kritisch call made with this lead.
     """

    card: WattenCard
    seat: int
    type_: WattenCardPlayedEventType
    call: WattenCardPlayedEventCall | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        type_ = self.type_.value

        call: str | Unset = UNSET
        if not isinstance(self.call, Unset):
            call = self.call.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })
        if call is not UNSET:
            field_dict["call"] = call

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = WattenCard(d.pop("card"))




        seat = d.pop("seat")

        type_ = WattenCardPlayedEventType(d.pop("type"))




        _call = d.pop("call", UNSET)
        call: WattenCardPlayedEventCall | Unset
        if isinstance(_call,  Unset):
            call = UNSET
        else:
            call = WattenCardPlayedEventCall(_call)




        watten_card_played_event = cls(
            card=card,
            seat=seat,
            type_=type_,
            call=call,
        )

        return watten_card_played_event

