from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_move_rejected_game import HeartsMoveRejectedGame
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_violation import HeartsViolation





T = TypeVar("T", bound="HeartsMoveRejected")



@_attrs_define
class HeartsMoveRejected:
    """ 
        Attributes:
            error (HeartsViolation):
            game (HeartsMoveRejectedGame): The game of the path: it tells the games' variants of this answer apart
            legal (bool):
     """

    error: HeartsViolation
    game: HeartsMoveRejectedGame
    legal: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_violation import HeartsViolation # noqa: PLC0415
        error = self.error.to_dict()

        game = self.game.value

        legal = self.legal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "error": error,
            "game": game,
            "legal": legal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_violation import HeartsViolation # noqa: PLC0415
        d = dict(src_dict)
        error = HeartsViolation.from_dict(d.pop("error"))




        game = HeartsMoveRejectedGame(d.pop("game"))




        legal = d.pop("legal")

        hearts_move_rejected = cls(
            error=error,
            game=game,
            legal=legal,
        )

        return hearts_move_rejected

