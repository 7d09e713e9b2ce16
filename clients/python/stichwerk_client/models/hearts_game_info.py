from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_game_info_id import HeartsGameInfoId
from typing import cast

if TYPE_CHECKING:
  from ..models.card_info import CardInfo
  from ..models.hearts_game_info_move_types import HeartsGameInfoMoveTypes
  from ..models.hearts_game_info_presets import HeartsGameInfoPresets
  from ..models.hearts_game_info_reason_codes import HeartsGameInfoReasonCodes
  from ..models.option_info import OptionInfo





T = TypeVar("T", bound="HeartsGameInfo")



@_attrs_define
class HeartsGameInfo:
    """ 
        Attributes:
            deck (list[CardInfo]): The deck of the default options
            events (list[str]): The event types this game emits (each documented as its own schema in the spec)
            id (HeartsGameInfoId):
            move_types (HeartsGameInfoMoveTypes): Move type → its fields besides `seat` and `type`
            options (list[OptionInfo]):
            phases (list[str]):
            players (list[int]):
            presets (HeartsGameInfoPresets): Preset name → the options it resolves to
            reason_codes (HeartsGameInfoReasonCodes): Rule-violation code → meaning
            rules (str): Section of the rules specification
            title (str):
     """

    deck: list[CardInfo]
    events: list[str]
    id: HeartsGameInfoId
    move_types: HeartsGameInfoMoveTypes
    options: list[OptionInfo]
    phases: list[str]
    players: list[int]
    presets: HeartsGameInfoPresets
    reason_codes: HeartsGameInfoReasonCodes
    rules: str
    title: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_info import CardInfo # noqa: PLC0415
        from ..models.hearts_game_info_move_types import HeartsGameInfoMoveTypes # noqa: PLC0415
        from ..models.hearts_game_info_presets import HeartsGameInfoPresets # noqa: PLC0415
        from ..models.hearts_game_info_reason_codes import HeartsGameInfoReasonCodes # noqa: PLC0415
        from ..models.option_info import OptionInfo # noqa: PLC0415
        deck = []
        for deck_item_data in self.deck:
            deck_item = deck_item_data.to_dict()
            deck.append(deck_item)



        events = self.events



        id = self.id.value

        move_types = self.move_types.to_dict()

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        phases = self.phases



        players = self.players



        presets = self.presets.to_dict()

        reason_codes = self.reason_codes.to_dict()

        rules = self.rules

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck": deck,
            "events": events,
            "id": id,
            "move_types": move_types,
            "options": options,
            "phases": phases,
            "players": players,
            "presets": presets,
            "reason_codes": reason_codes,
            "rules": rules,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_info import CardInfo # noqa: PLC0415
        from ..models.hearts_game_info_move_types import HeartsGameInfoMoveTypes # noqa: PLC0415
        from ..models.hearts_game_info_presets import HeartsGameInfoPresets # noqa: PLC0415
        from ..models.hearts_game_info_reason_codes import HeartsGameInfoReasonCodes # noqa: PLC0415
        from ..models.option_info import OptionInfo # noqa: PLC0415
        d = dict(src_dict)
        deck = []
        _deck = d.pop("deck")
        for deck_item_data in (_deck):
            deck_item = CardInfo.from_dict(deck_item_data)



            deck.append(deck_item)


        events = cast(list[str], d.pop("events"))


        id = HeartsGameInfoId(d.pop("id"))




        move_types = HeartsGameInfoMoveTypes.from_dict(d.pop("move_types"))




        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        phases = cast(list[str], d.pop("phases"))


        players = cast(list[int], d.pop("players"))


        presets = HeartsGameInfoPresets.from_dict(d.pop("presets"))




        reason_codes = HeartsGameInfoReasonCodes.from_dict(d.pop("reason_codes"))




        rules = d.pop("rules")

        title = d.pop("title")

        hearts_game_info = cls(
            deck=deck,
            events=events,
            id=id,
            move_types=move_types,
            options=options,
            phases=phases,
            players=players,
            presets=presets,
            reason_codes=reason_codes,
            rules=rules,
            title=title,
        )

        return hearts_game_info

