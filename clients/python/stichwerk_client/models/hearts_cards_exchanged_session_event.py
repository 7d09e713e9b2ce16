from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_cards_exchanged_session_event_direction import HeartsCardsExchangedSessionEventDirection
from ..models.hearts_cards_exchanged_session_event_type import HeartsCardsExchangedSessionEventType






T = TypeVar("T", bound="HeartsCardsExchangedSessionEvent")



@_attrs_define
class HeartsCardsExchangedSessionEvent:
    """ Every seat has passed: the cards arrived and the play begins. (a session log entry)

        Attributes:
            direction (HeartsCardsExchangedSessionEventDirection): The pass direction of the hand.
            leader (int): The holder of the lowest club, who leads trick 1.
            seq (int): Position in the log, from 1
            type_ (HeartsCardsExchangedSessionEventType):
            version (int): The session version this event led to
     """

    direction: HeartsCardsExchangedSessionEventDirection
    leader: int
    seq: int
    type_: HeartsCardsExchangedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        leader = self.leader

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "direction": direction,
            "leader": leader,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = HeartsCardsExchangedSessionEventDirection(d.pop("direction"))




        leader = d.pop("leader")

        seq = d.pop("seq")

        type_ = HeartsCardsExchangedSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_cards_exchanged_session_event = cls(
            direction=direction,
            leader=leader,
            seq=seq,
            type_=type_,
            version=version,
        )

        return hearts_cards_exchanged_session_event

