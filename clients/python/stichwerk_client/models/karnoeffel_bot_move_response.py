from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_bot_move_response_game import KarnoeffelBotMoveResponseGame
from ..models.karnoeffel_bot_move_response_level import KarnoeffelBotMoveResponseLevel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_stats import BotStats
  from ..models.karnoeffel_bot_estimate import KarnoeffelBotEstimate
  from ..models.karnoeffel_deal_move import KarnoeffelDealMove
  from ..models.karnoeffel_play_move import KarnoeffelPlayMove





T = TypeVar("T", bound="KarnoeffelBotMoveResponse")



@_attrs_define
class KarnoeffelBotMoveResponse:
    """ 
        Attributes:
            game (KarnoeffelBotMoveResponseGame): The game of the path (of the session, for a hint): it tells the games'
                variants of this answer apart
            level (KarnoeffelBotMoveResponseLevel):
            move (KarnoeffelDealMove | KarnoeffelPlayMove): A Karnöffel move: `seat`, `type` and the type's fields
            stats (BotStats):
            estimates (list[KarnoeffelBotEstimate] | Unset): With `explain: true`: one estimate per candidate move (every
                legal move; a Hearts pass: the searched candidate passes)
     """

    game: KarnoeffelBotMoveResponseGame
    level: KarnoeffelBotMoveResponseLevel
    move: KarnoeffelDealMove | KarnoeffelPlayMove
    stats: BotStats
    estimates: list[KarnoeffelBotEstimate] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_stats import BotStats # noqa: PLC0415
        from ..models.karnoeffel_bot_estimate import KarnoeffelBotEstimate # noqa: PLC0415
        from ..models.karnoeffel_deal_move import KarnoeffelDealMove # noqa: PLC0415
        from ..models.karnoeffel_play_move import KarnoeffelPlayMove # noqa: PLC0415
        game = self.game.value

        level = self.level.value

        move: dict[str, Any]
        if isinstance(self.move, KarnoeffelPlayMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        stats = self.stats.to_dict()

        estimates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.estimates, Unset):
            estimates = []
            for estimates_item_data in self.estimates:
                estimates_item = estimates_item_data.to_dict()
                estimates.append(estimates_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "level": level,
            "move": move,
            "stats": stats,
        })
        if estimates is not UNSET:
            field_dict["estimates"] = estimates

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_stats import BotStats # noqa: PLC0415
        from ..models.karnoeffel_bot_estimate import KarnoeffelBotEstimate # noqa: PLC0415
        from ..models.karnoeffel_deal_move import KarnoeffelDealMove # noqa: PLC0415
        from ..models.karnoeffel_play_move import KarnoeffelPlayMove # noqa: PLC0415
        d = dict(src_dict)
        game = KarnoeffelBotMoveResponseGame(d.pop("game"))




        level = KarnoeffelBotMoveResponseLevel(d.pop("level"))




        def _parse_move(data: object) -> KarnoeffelDealMove | KarnoeffelPlayMove:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_karnoeffel_move_type_0 = KarnoeffelPlayMove.from_dict(data)



                if not hasattr(componentsschemas_karnoeffel_move_type_0, "to_dict") or componentsschemas_karnoeffel_move_type_0.to_dict() == data:
                    return componentsschemas_karnoeffel_move_type_0
                parsed.append(componentsschemas_karnoeffel_move_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_karnoeffel_move_type_1 = KarnoeffelDealMove.from_dict(data)



                if not hasattr(componentsschemas_karnoeffel_move_type_1, "to_dict") or componentsschemas_karnoeffel_move_type_1.to_dict() == data:
                    return componentsschemas_karnoeffel_move_type_1
                parsed.append(componentsschemas_karnoeffel_move_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(KarnoeffelDealMove | KarnoeffelPlayMove, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        move = _parse_move(d.pop("move"))


        stats = BotStats.from_dict(d.pop("stats"))




        _estimates = d.pop("estimates", UNSET)
        estimates: list[KarnoeffelBotEstimate] | Unset = UNSET
        if _estimates is not UNSET:
            estimates = []
            for estimates_item_data in _estimates:
                estimates_item = KarnoeffelBotEstimate.from_dict(estimates_item_data)



                estimates.append(estimates_item)


        karnoeffel_bot_move_response = cls(
            game=game,
            level=level,
            move=move,
            stats=stats,
            estimates=estimates,
        )

        return karnoeffel_bot_move_response

