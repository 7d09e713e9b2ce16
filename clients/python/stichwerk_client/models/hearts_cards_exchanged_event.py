from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_cards_exchanged_event_direction import HeartsCardsExchangedEventDirection
from ..models.hearts_cards_exchanged_event_type import HeartsCardsExchangedEventType






T = TypeVar("T", bound="HeartsCardsExchangedEvent")



@_attrs_define
class HeartsCardsExchangedEvent:
    """ Every seat has passed: the cards arrived and the play begins.

        Attributes:
            direction (HeartsCardsExchangedEventDirection): The pass direction of the hand.
            leader (int): The holder of the lowest club, who leads trick 1.
            type_ (HeartsCardsExchangedEventType):
     """

    direction: HeartsCardsExchangedEventDirection
    leader: int
    type_: HeartsCardsExchangedEventType





    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        leader = self.leader

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "direction": direction,
            "leader": leader,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = HeartsCardsExchangedEventDirection(d.pop("direction"))




        leader = d.pop("leader")

        type_ = HeartsCardsExchangedEventType(d.pop("type"))




        hearts_cards_exchanged_event = cls(
            direction=direction,
            leader=leader,
            type_=type_,
        )

        return hearts_cards_exchanged_event

