from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_bot_move_response_game import HeartsBotMoveResponseGame
from ..models.hearts_bot_move_response_level import HeartsBotMoveResponseLevel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_stats import BotStats
  from ..models.hearts_bot_estimate import HeartsBotEstimate
  from ..models.hearts_choose_moon_move import HeartsChooseMoonMove
  from ..models.hearts_deal_move import HeartsDealMove
  from ..models.hearts_pass_move import HeartsPassMove
  from ..models.hearts_play_move import HeartsPlayMove





T = TypeVar("T", bound="HeartsBotMoveResponse")



@_attrs_define
class HeartsBotMoveResponse:
    """ 
        Attributes:
            game (HeartsBotMoveResponseGame): The game of the path (of the session, for a hint): it tells the games'
                variants of this answer apart
            level (HeartsBotMoveResponseLevel):
            move (HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove): A Hearts move: `seat`, `type`
                and the type's fields
            stats (BotStats):
            estimates (list[HeartsBotEstimate] | Unset): With `explain: true`: one estimate per candidate move (every legal
                move; a Hearts pass: the searched candidate passes)
     """

    game: HeartsBotMoveResponseGame
    level: HeartsBotMoveResponseLevel
    move: HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove
    stats: BotStats
    estimates: list[HeartsBotEstimate] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_stats import BotStats # noqa: PLC0415
        from ..models.hearts_bot_estimate import HeartsBotEstimate # noqa: PLC0415
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_move import HeartsPassMove # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        game = self.game.value

        level = self.level.value

        move: dict[str, Any]
        if isinstance(self.move, HeartsPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsChooseMoonMove):
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
        from ..models.hearts_bot_estimate import HeartsBotEstimate # noqa: PLC0415
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_move import HeartsPassMove # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        d = dict(src_dict)
        game = HeartsBotMoveResponseGame(d.pop("game"))




        level = HeartsBotMoveResponseLevel(d.pop("level"))




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


        stats = BotStats.from_dict(d.pop("stats"))




        _estimates = d.pop("estimates", UNSET)
        estimates: list[HeartsBotEstimate] | Unset = UNSET
        if _estimates is not UNSET:
            estimates = []
            for estimates_item_data in _estimates:
                estimates_item = HeartsBotEstimate.from_dict(estimates_item_data)



                estimates.append(estimates_item)


        hearts_bot_move_response = cls(
            game=game,
            level=level,
            move=move,
            stats=stats,
            estimates=estimates,
        )

        return hearts_bot_move_response

