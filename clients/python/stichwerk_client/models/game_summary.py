from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.option_info import OptionInfo





T = TypeVar("T", bound="GameSummary")



@_attrs_define
class GameSummary:
    """ 
        Attributes:
            id (str):  Example: watten.
            options (list[OptionInfo]):
            players (list[int]): Supported player counts
            presets (list[str]):
            title (str):
     """

    id: str
    options: list[OptionInfo]
    players: list[int]
    presets: list[str]
    title: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        id = self.id

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        players = self.players



        presets = self.presets



        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "options": options,
            "players": players,
            "presets": presets,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        players = cast(list[int], d.pop("players"))


        presets = cast(list[str], d.pop("presets"))


        title = d.pop("title")

        game_summary = cls(
            id=id,
            options=options,
            players=players,
            presets=presets,
            title=title,
        )

        return game_summary

