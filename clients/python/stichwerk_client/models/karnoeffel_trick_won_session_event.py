from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_trick_won_session_event_type import KarnoeffelTrickWonSessionEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_trick_won_session_event_trick import KarnoeffelTrickWonSessionEventTrick





T = TypeVar("T", bound="KarnoeffelTrickWonSessionEvent")



@_attrs_define
class KarnoeffelTrickWonSessionEvent:
    """ A trick is complete and taken. (a session log entry)

        Attributes:
            seat (int): Who took it.
            seq (int): Position in the log, from 1
            side (int): The taker's side (partnership games and Watten).
            trick (KarnoeffelTrickWonSessionEventTrick): The trick.
            type_ (KarnoeffelTrickWonSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    side: int
    trick: KarnoeffelTrickWonSessionEventTrick
    type_: KarnoeffelTrickWonSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_trick_won_session_event_trick import KarnoeffelTrickWonSessionEventTrick # noqa: PLC0415
        seat = self.seat

        seq = self.seq

        side = self.side

        trick = self.trick.to_dict()

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "side": side,
            "trick": trick,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karnoeffel_trick_won_session_event_trick import KarnoeffelTrickWonSessionEventTrick # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        side = d.pop("side")

        trick = KarnoeffelTrickWonSessionEventTrick.from_dict(d.pop("trick"))




        type_ = KarnoeffelTrickWonSessionEventType(d.pop("type"))




        version = d.pop("version")

        karnoeffel_trick_won_session_event = cls(
            seat=seat,
            seq=seq,
            side=side,
            trick=trick,
            type_=type_,
            version=version,
        )

        return karnoeffel_trick_won_session_event

