from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_cards_passed_event_type import HeartsCardsPassedEventType






T = TypeVar("T", bound="HeartsCardsPassedEvent")



@_attrs_define
class HeartsCardsPassedEvent:
    """ A seat passed its cards (which ones is not shown: they arrive once every seat has passed).

        Attributes:
            count (int): How many cards.
            seat (int): Who passed.
            to (int): Who receives them.
            type_ (HeartsCardsPassedEventType):
     """

    count: int
    seat: int
    to: int
    type_: HeartsCardsPassedEventType





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "seat": seat,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = HeartsCardsPassedEventType(d.pop("type"))




        hearts_cards_passed_event = cls(
            count=count,
            seat=seat,
            to=to,
            type_=type_,
        )

        return hearts_cards_passed_event

