from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.front_door_links import FrontDoorLinks





T = TypeVar("T", bound="FrontDoor")



@_attrs_define
class FrontDoor:
    """ 
        Attributes:
            description (str):
            games (list[str]): The game ids of `/v1/games/{game}`
            links (FrontDoorLinks):
            name (str):  Example: Stichwerk.
            version (str):  Example: 1.0.0.
     """

    description: str
    games: list[str]
    links: FrontDoorLinks
    name: str
    version: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.front_door_links import FrontDoorLinks # noqa: PLC0415
        description = self.description

        games = self.games



        links = self.links.to_dict()

        name = self.name

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "games": games,
            "links": links,
            "name": name,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.front_door_links import FrontDoorLinks # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        games = cast(list[str], d.pop("games"))


        links = FrontDoorLinks.from_dict(d.pop("links"))




        name = d.pop("name")

        version = d.pop("version")

        front_door = cls(
            description=description,
            games=games,
            links=links,
            name=name,
            version=version,
        )

        return front_door

