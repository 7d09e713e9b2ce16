from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_move_rejected_game import WattenMoveRejectedGame
from typing import cast

if TYPE_CHECKING:
  from ..models.watten_violation import WattenViolation





T = TypeVar("T", bound="WattenMoveRejected")



@_attrs_define
class WattenMoveRejected:
    """ 
        Attributes:
            error (WattenViolation):
            game (WattenMoveRejectedGame): The game of the path: it tells the games' variants of this answer apart
            legal (bool):
     """

    error: WattenViolation
    game: WattenMoveRejectedGame
    legal: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_violation import WattenViolation # noqa: PLC0415
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
        from ..models.watten_violation import WattenViolation # noqa: PLC0415
        d = dict(src_dict)
        error = WattenViolation.from_dict(d.pop("error"))




        game = WattenMoveRejectedGame(d.pop("game"))




        legal = d.pop("legal")

        watten_move_rejected = cls(
            error=error,
            game=game,
            legal=legal,
        )

        return watten_move_rejected

