from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_started_session_event_type import SessionStartedSessionEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.session_seat import SessionSeat





T = TypeVar("T", bound="SessionStartedSessionEvent")



@_attrs_define
class SessionStartedSessionEvent:
    """ The session was created (the first entry of every log)

        Attributes:
            dealer (int): The first dealer
            game (str): The game id
            seats (list[SessionSeat]):
            seed_commitment (None | str): sha256 of `salt:seed` (hex); null for a seeded session
            seeded (bool): The creator chose the seed (never revealed)
            seq (int): Position in the log, from 1
            type_ (SessionStartedSessionEventType):
            version (int): The session version this event led to
     """

    dealer: int
    game: str
    seats: list[SessionSeat]
    seed_commitment: None | str
    seeded: bool
    seq: int
    type_: SessionStartedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        dealer = self.dealer

        game = self.game

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seeded = self.seeded

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "game": game,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "seeded": seeded,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        d = dict(src_dict)
        dealer = d.pop("dealer")

        game = d.pop("game")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SessionSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(None | str, parsed[0])
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        seeded = d.pop("seeded")

        seq = d.pop("seq")

        type_ = SessionStartedSessionEventType(d.pop("type"))




        version = d.pop("version")

        session_started_session_event = cls(
            dealer=dealer,
            game=game,
            seats=seats,
            seed_commitment=seed_commitment,
            seeded=seeded,
            seq=seq,
            type_=type_,
            version=version,
        )

        return session_started_session_event

