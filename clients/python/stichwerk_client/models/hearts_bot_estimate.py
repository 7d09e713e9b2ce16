from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_choose_moon_move import HeartsChooseMoonMove
  from ..models.hearts_deal_move import HeartsDealMove
  from ..models.hearts_pass_move import HeartsPassMove
  from ..models.hearts_play_move import HeartsPlayMove





T = TypeVar("T", bound="HeartsBotEstimate")



@_attrs_define
class HeartsBotEstimate:
    """ 
        Attributes:
            move (HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove): A Hearts move: `seat`, `type`
                and the type's fields
            rollouts (int):
            value (float | None): Mean value of the hand for the seat after this move (Hearts: minus its penalty points;
                partnership games: its side's points minus the opponents'); null if not searched
            expected_points (float | Unset): Hearts: the expected penalty points of the hand
            same_as (HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | Unset): A Hearts move:
                `seat`, `type` and the type's fields
            win_probability (float | Unset): Share of the rollouts after which the seat's side won the hand
     """

    move: HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove
    rollouts: int
    value: float | None
    expected_points: float | Unset = UNSET
    same_as: HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | Unset = UNSET
    win_probability: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_move import HeartsPassMove # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, HeartsPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsChooseMoonMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        rollouts = self.rollouts

        value: float | None
        value = self.value

        expected_points = self.expected_points

        same_as: dict[str, Any] | Unset
        if isinstance(self.same_as, Unset):
            same_as = UNSET
        elif isinstance(self.same_as, HeartsPassMove):
            same_as = self.same_as.to_dict()
        elif isinstance(self.same_as, HeartsPlayMove):
            same_as = self.same_as.to_dict()
        elif isinstance(self.same_as, HeartsChooseMoonMove):
            same_as = self.same_as.to_dict()
        else:
            same_as = self.same_as.to_dict()


        win_probability = self.win_probability


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "rollouts": rollouts,
            "value": value,
        })
        if expected_points is not UNSET:
            field_dict["expected_points"] = expected_points
        if same_as is not UNSET:
            field_dict["same_as"] = same_as
        if win_probability is not UNSET:
            field_dict["win_probability"] = win_probability

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_move import HeartsPassMove # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_0 = HeartsPassMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_0, "to_dict") or componentsschemas_hearts_move_type_0.to_dict() == data:
                    return componentsschemas_hearts_move_type_0
                parsed.append(componentsschemas_hearts_move_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_1 = HeartsPlayMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_1, "to_dict") or componentsschemas_hearts_move_type_1.to_dict() == data:
                    return componentsschemas_hearts_move_type_1
                parsed.append(componentsschemas_hearts_move_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_2 = HeartsChooseMoonMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_2, "to_dict") or componentsschemas_hearts_move_type_2.to_dict() == data:
                    return componentsschemas_hearts_move_type_2
                parsed.append(componentsschemas_hearts_move_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_3 = HeartsDealMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_3, "to_dict") or componentsschemas_hearts_move_type_3.to_dict() == data:
                    return componentsschemas_hearts_move_type_3
                parsed.append(componentsschemas_hearts_move_type_3)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        move = _parse_move(d.pop("move"))


        rollouts = d.pop("rollouts")

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(float | None, parsed[0])
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))


        expected_points = d.pop("expected_points", UNSET)

        def _parse_same_as(data: object) -> HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | Unset:
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_0 = HeartsPassMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_0, "to_dict") or componentsschemas_hearts_move_type_0.to_dict() == data:
                    return componentsschemas_hearts_move_type_0
                parsed.append(componentsschemas_hearts_move_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_1 = HeartsPlayMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_1, "to_dict") or componentsschemas_hearts_move_type_1.to_dict() == data:
                    return componentsschemas_hearts_move_type_1
                parsed.append(componentsschemas_hearts_move_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_2 = HeartsChooseMoonMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_2, "to_dict") or componentsschemas_hearts_move_type_2.to_dict() == data:
                    return componentsschemas_hearts_move_type_2
                parsed.append(componentsschemas_hearts_move_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_3 = HeartsDealMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_3, "to_dict") or componentsschemas_hearts_move_type_3.to_dict() == data:
                    return componentsschemas_hearts_move_type_3
                parsed.append(componentsschemas_hearts_move_type_3)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | Unset, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        same_as = _parse_same_as(d.pop("same_as", UNSET))


        win_probability = d.pop("win_probability", UNSET)

        hearts_bot_estimate = cls(
            move=move,
            rollouts=rollouts,
            value=value,
            expected_points=expected_points,
            same_as=same_as,
            win_probability=win_probability,
        )

        return hearts_bot_estimate

