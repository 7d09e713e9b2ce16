from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="KarnoeffelHandResult")



@_attrs_define
class KarnoeffelHandResult:
    """ How the round ended (set in phases hand_over and match_over): the side that took 3 tricks scores one point.

        Attributes:
            points (list[int]): Points of this round per side (seat with 2 players)
            winners (list[int]): The side (seat with 2 players) that took 3 tricks
     """

    points: list[int]
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        points = self.points



        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = cast(list[int], d.pop("points"))


        winners = cast(list[int], d.pop("winners"))


        karnoeffel_hand_result = cls(
            points=points,
            winners=winners,
        )

        return karnoeffel_hand_result

