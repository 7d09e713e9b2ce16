from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_card_played_event_type import HeartsCardPlayedEventType






T = TypeVar("T", bound="HeartsCardPlayedEvent")



@_attrs_define
class HeartsCardPlayedEvent:
    """ A seat played a card to the current trick.

        Attributes:
            card (HeartsCard): A card of Hearts: suit letter then rank
            seat (int): Who played.
            type_ (HeartsCardPlayedEventType):
     """

    card: HeartsCard
    seat: int
    type_: HeartsCardPlayedEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = HeartsCard(d.pop("card"))




        seat = d.pop("seat")

        type_ = HeartsCardPlayedEventType(d.pop("type"))




        hearts_card_played_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return hearts_card_played_event

