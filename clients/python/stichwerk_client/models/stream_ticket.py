from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamTicket")



@_attrs_define
class StreamTicket:
    """ 
        Attributes:
            expires_at (str): When the ticket expires unused (UTC, ISO 8601) Example: 2026-12-01T13:50:00Z.
            expires_in (int): Seconds until it expires
            stream_url (str): The stream URL with the ticket, relative to the server: `new EventSource(base + stream_url)`
            ticket (str): `stt_` + 43 URL-safe characters; the server keeps only its SHA-256 Example: stt_….
     """

    expires_at: str
    expires_in: int
    stream_url: str
    ticket: str





    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        expires_in = self.expires_in

        stream_url = self.stream_url

        ticket = self.ticket


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expires_at": expires_at,
            "expires_in": expires_in,
            "stream_url": stream_url,
            "ticket": ticket,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        expires_in = d.pop("expires_in")

        stream_url = d.pop("stream_url")

        ticket = d.pop("ticket")

        stream_ticket = cls(
            expires_at=expires_at,
            expires_in=expires_in,
            stream_url=stream_url,
            ticket=ticket,
        )

        return stream_ticket

