from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_match_won_session_event_type import KarnoeffelMatchWonSessionEventType
from typing import cast






T = TypeVar("T", bound="KarnoeffelMatchWonSessionEvent")



@_attrs_define
class KarnoeffelMatchWonSessionEvent:
    """ The match is over (also the `match` result of the move). (a session log entry)

        Attributes:
            seq (int): Position in the log, from 1
            type_ (KarnoeffelMatchWonSessionEventType):
            version (int): The session version this event led to
            winners (list[int]): The winning scoring units (sides or seats; Hearts may share).
     """

    seq: int
    type_: KarnoeffelMatchWonSessionEventType
    version: int
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        version = self.version

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seq": seq,
            "type": type_,
            "version": version,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = KarnoeffelMatchWonSessionEventType(d.pop("type"))




        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))


        karnoeffel_match_won_session_event = cls(
            seq=seq,
            type_=type_,
            version=version,
            winners=winners,
        )

        return karnoeffel_match_won_session_event

