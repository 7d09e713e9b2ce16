from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_move_rejected_game import KarnoeffelMoveRejectedGame
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_violation import KarnoeffelViolation





T = TypeVar("T", bound="KarnoeffelMoveRejected")



@_attrs_define
class KarnoeffelMoveRejected:
    """ 
        Attributes:
            error (KarnoeffelViolation):
            game (KarnoeffelMoveRejectedGame): The game of the path: it tells the games' variants of this answer apart
            legal (bool):
     """

    error: KarnoeffelViolation
    game: KarnoeffelMoveRejectedGame
    legal: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_violation import KarnoeffelViolation # noqa: PLC0415
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
        from ..models.karnoeffel_violation import KarnoeffelViolation # noqa: PLC0415
        d = dict(src_dict)
        error = KarnoeffelViolation.from_dict(d.pop("error"))




        game = KarnoeffelMoveRejectedGame(d.pop("game"))




        legal = d.pop("legal")

        karnoeffel_move_rejected = cls(
            error=error,
            game=game,
            legal=legal,
        )

        return karnoeffel_move_rejected

