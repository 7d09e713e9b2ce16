from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_hand_result_reason import HeartsHandResultReason
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_moon import HeartsMoon
  from ..models.hearts_revoke import HeartsRevoke





T = TypeVar("T", bound="HeartsHandResult")



@_attrs_define
class HeartsHandResult:
    """ How the hand was scored (set in phases hand_over and match_over).

        Attributes:
            moon (HeartsMoon | None):
            points (list[int]): Points of this hand per seat (negative with Omnibus or moon_mode subtract_self)
            reason (HeartsHandResultReason):
            revoke (HeartsRevoke | None):
            winners (list[int]): The seats with the fewest points this hand
     """

    moon: HeartsMoon | None
    points: list[int]
    reason: HeartsHandResultReason
    revoke: HeartsRevoke | None
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_moon import HeartsMoon # noqa: PLC0415
        from ..models.hearts_revoke import HeartsRevoke # noqa: PLC0415
        moon: dict[str, Any] | None
        if isinstance(self.moon, HeartsMoon):
            moon = self.moon.to_dict()
        else:
            moon = self.moon

        points = self.points



        reason = self.reason.value

        revoke: dict[str, Any] | None
        if isinstance(self.revoke, HeartsRevoke):
            revoke = self.revoke.to_dict()
        else:
            revoke = self.revoke

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moon": moon,
            "points": points,
            "reason": reason,
            "revoke": revoke,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_moon import HeartsMoon # noqa: PLC0415
        from ..models.hearts_revoke import HeartsRevoke # noqa: PLC0415
        d = dict(src_dict)
        def _parse_moon(data: object) -> HeartsMoon | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                moon_type_0 = HeartsMoon.from_dict(data)



                if not hasattr(moon_type_0, "to_dict") or moon_type_0.to_dict() == data:
                    return moon_type_0
                parsed.append(moon_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsMoon | None, parsed[0])
            return cast(HeartsMoon | None, data)

        moon = _parse_moon(d.pop("moon"))


        points = cast(list[int], d.pop("points"))


        reason = HeartsHandResultReason(d.pop("reason"))




        def _parse_revoke(data: object) -> HeartsRevoke | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                revoke_type_0 = HeartsRevoke.from_dict(data)



                if not hasattr(revoke_type_0, "to_dict") or revoke_type_0.to_dict() == data:
                    return revoke_type_0
                parsed.append(revoke_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsRevoke | None, parsed[0])
            return cast(HeartsRevoke | None, data)

        revoke = _parse_revoke(d.pop("revoke"))


        winners = cast(list[int], d.pop("winners"))


        hearts_hand_result = cls(
            moon=moon,
            points=points,
            reason=reason,
            revoke=revoke,
            winners=winners,
        )

        return hearts_hand_result

