from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome





T = TypeVar("T", bound="KarnoeffelSessionHandEnd")



@_attrs_define
class KarnoeffelSessionHandEnd:
    """ 
        Attributes:
            hand (KarnoeffelHandOutcome):
            seat (int | None): The seat whose move ended the hand
            version (int): The session version right after the move that ended the hand
     """

    hand: KarnoeffelHandOutcome
    seat: int | None
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome # noqa: PLC0415
        hand = self.hand.to_dict()

        seat: int | None
        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
            "seat": seat,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome # noqa: PLC0415
        d = dict(src_dict)
        hand = KarnoeffelHandOutcome.from_dict(d.pop("hand"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        version = d.pop("version")

        karnoeffel_session_hand_end = cls(
            hand=hand,
            seat=seat,
            version=version,
        )

        return karnoeffel_session_hand_end

