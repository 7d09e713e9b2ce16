from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_trick_won_event_type import KarnoeffelTrickWonEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_trick_won_event_trick import KarnoeffelTrickWonEventTrick





T = TypeVar("T", bound="KarnoeffelTrickWonEvent")



@_attrs_define
class KarnoeffelTrickWonEvent:
    """ A trick is complete and taken.

        Attributes:
            seat (int): Who took it.
            side (int): The taker's side (partnership games and Watten).
            trick (KarnoeffelTrickWonEventTrick): The trick.
            type_ (KarnoeffelTrickWonEventType):
     """

    seat: int
    side: int
    trick: KarnoeffelTrickWonEventTrick
    type_: KarnoeffelTrickWonEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_trick_won_event_trick import KarnoeffelTrickWonEventTrick # noqa: PLC0415
        seat = self.seat

        side = self.side

        trick = self.trick.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "side": side,
            "trick": trick,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karnoeffel_trick_won_event_trick import KarnoeffelTrickWonEventTrick # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        side = d.pop("side")

        trick = KarnoeffelTrickWonEventTrick.from_dict(d.pop("trick"))




        type_ = KarnoeffelTrickWonEventType(d.pop("type"))




        karnoeffel_trick_won_event = cls(
            seat=seat,
            side=side,
            trick=trick,
            type_=type_,
        )

        return karnoeffel_trick_won_event

