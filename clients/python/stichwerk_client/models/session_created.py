from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_created_game import SessionCreatedGame
from ..models.session_created_status import SessionCreatedStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_view import HeartsView
  from ..models.karnoeffel_view import KarnoeffelView
  from ..models.seat_token import SeatToken
  from ..models.session_seat import SessionSeat
  from ..models.watten_view import WattenView





T = TypeVar("T", bound="SessionCreated")



@_attrs_define
class SessionCreated:
    """ 
        Attributes:
            game (SessionCreatedGame):
            id (str):
            last_event (int): `seq` of the newest event of the log
            seat_tokens (list[SeatToken]): One token per human seat
            seats (list[SessionSeat]):
            spectator_token (str): Reads the public information only
            status (SessionCreatedStatus): `finished` once the match is over
            version (int):
            view (HeartsView | KarnoeffelView | WattenView): A state as one seat may see it
     """

    game: SessionCreatedGame
    id: str
    last_event: int
    seat_tokens: list[SeatToken]
    seats: list[SessionSeat]
    spectator_token: str
    status: SessionCreatedStatus
    version: int
    view: HeartsView | KarnoeffelView | WattenView





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.seat_token import SeatToken # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        game = self.game.value

        id = self.id

        last_event = self.last_event

        seat_tokens = []
        for seat_tokens_item_data in self.seat_tokens:
            seat_tokens_item = seat_tokens_item_data.to_dict()
            seat_tokens.append(seat_tokens_item)



        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        spectator_token = self.spectator_token

        status = self.status.value

        version = self.version

        view: dict[str, Any]
        if isinstance(self.view, HeartsView):
            view = self.view.to_dict()
        elif isinstance(self.view, KarnoeffelView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "id": id,
            "last_event": last_event,
            "seat_tokens": seat_tokens,
            "seats": seats,
            "spectator_token": spectator_token,
            "status": status,
            "version": version,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.seat_token import SeatToken # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        d = dict(src_dict)
        game = SessionCreatedGame(d.pop("game"))




        id = d.pop("id")

        last_event = d.pop("last_event")

        seat_tokens = []
        _seat_tokens = d.pop("seat_tokens")
        for seat_tokens_item_data in (_seat_tokens):
            seat_tokens_item = SeatToken.from_dict(seat_tokens_item_data)



            seat_tokens.append(seat_tokens_item)


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SessionSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        spectator_token = d.pop("spectator_token")

        status = SessionCreatedStatus(d.pop("status"))




        version = d.pop("version")

        def _parse_view(data: object) -> HeartsView | KarnoeffelView | WattenView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = HeartsView.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = KarnoeffelView.from_dict(data)



                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_2 = WattenView.from_dict(data)



            return componentsschemas_game_view_type_2

        view = _parse_view(d.pop("view"))


        session_created = cls(
            game=game,
            id=id,
            last_event=last_event,
            seat_tokens=seat_tokens,
            seats=seats,
            spectator_token=spectator_token,
            status=status,
            version=version,
            view=view,
        )

        return session_created

