from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FrontDoorLinks")



@_attrs_define
class FrontDoorLinks:
    """ 
        Attributes:
            clients (str): The typed clients: `clients/` of the repository (its URL when `REPOSITORY_URL` is set)
            docs (str):  Example: /docs.
            games (str):  Example: /v1/games.
            health (str):  Example: /healthz.
            openapi (str):  Example: /openapi.json.
            quick_starts (str): The README's quick starts (curl, TypeScript, Python)
            readiness (str):  Example: /readyz.
            sessions (str):  Example: /v1/sessions.
     """

    clients: str
    docs: str
    games: str
    health: str
    openapi: str
    quick_starts: str
    readiness: str
    sessions: str





    def to_dict(self) -> dict[str, Any]:
        clients = self.clients

        docs = self.docs

        games = self.games

        health = self.health

        openapi = self.openapi

        quick_starts = self.quick_starts

        readiness = self.readiness

        sessions = self.sessions


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "clients": clients,
            "docs": docs,
            "games": games,
            "health": health,
            "openapi": openapi,
            "quick_starts": quick_starts,
            "readiness": readiness,
            "sessions": sessions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clients = d.pop("clients")

        docs = d.pop("docs")

        games = d.pop("games")

        health = d.pop("health")

        openapi = d.pop("openapi")

        quick_starts = d.pop("quick_starts")

        readiness = d.pop("readiness")

        sessions = d.pop("sessions")

        front_door_links = cls(
            clients=clients,
            docs=docs,
            games=games,
            health=health,
            openapi=openapi,
            quick_starts=quick_starts,
            readiness=readiness,
            sessions=sessions,
        )

        return front_door_links

