from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_hearts_broken_session_event_type import HeartsHeartsBrokenSessionEventType






T = TypeVar("T", bound="HeartsHeartsBrokenSessionEvent")



@_attrs_define
class HeartsHeartsBrokenSessionEvent:
    """ A completed trick holds a heart (with qs_breaks_hearts: or SQ): hearts may be led from now on. (a session log entry)

        Attributes:
            seq (int): Position in the log, from 1
            trick (int): The number of that trick, from 1.
            type_ (HeartsHeartsBrokenSessionEventType):
            version (int): The session version this event led to
     """

    seq: int
    trick: int
    type_: HeartsHeartsBrokenSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        trick = self.trick

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seq": seq,
            "trick": trick,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        trick = d.pop("trick")

        type_ = HeartsHeartsBrokenSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_hearts_broken_session_event = cls(
            seq=seq,
            trick=trick,
            type_=type_,
            version=version,
        )

        return hearts_hearts_broken_session_event

