from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_session_created_game import KarnoeffelSessionCreatedGame
from ..models.karnoeffel_session_created_status import KarnoeffelSessionCreatedStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.invitation import Invitation
  from ..models.karnoeffel_view import KarnoeffelView
  from ..models.seat_token import SeatToken
  from ..models.seed_reveal import SeedReveal
  from ..models.session_seat import SessionSeat





T = TypeVar("T", bound="KarnoeffelSessionCreated")



@_attrs_define
class KarnoeffelSessionCreated:
    """ 
        Attributes:
            game (KarnoeffelSessionCreatedGame):
            host_token (str): The host's token: reads what the spectator reads, cannot move, ends the session (the only
                token that can) and re-invites seats that were never claimed
            id (str):
            last_event (int): `seq` of the newest event of the log
            seats (list[SessionSeat]):
            seed_commitment (None | str): Unseeded sessions: hex SHA-256 of `"<salt>:<seed>"`, published from the start;
                null for a seeded session
            seed_reveal (None | SeedReveal): Seed and salt, once the match is over (unseeded sessions only); null before
            seeded (bool): True: the creator chose the seed, so the creator can know every deal (it is never revealed).
                False: the server drew it and committed to it (`seed_commitment`)
            spectator_token (str): Reads the public information only
            status (KarnoeffelSessionCreatedStatus): `finished` once the match is over
            version (int):
            view (KarnoeffelView): A Karnöffel state as one seat (or a spectator) may see it: other hands are null (with
                partner_hands_visible the partner's hand is shown); no seed.
            invitations (list[Invitation] | Unset): `seating: invite` only (instead of `seat_tokens`): one code per human
                seat, each claimed once by its player
            seat_tokens (list[SeatToken] | Unset): Default seating only: one token per human seat
     """

    game: KarnoeffelSessionCreatedGame
    host_token: str
    id: str
    last_event: int
    seats: list[SessionSeat]
    seed_commitment: None | str
    seed_reveal: None | SeedReveal
    seeded: bool
    spectator_token: str
    status: KarnoeffelSessionCreatedStatus
    version: int
    view: KarnoeffelView
    invitations: list[Invitation] | Unset = UNSET
    seat_tokens: list[SeatToken] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.invitation import Invitation # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.seat_token import SeatToken # noqa: PLC0415
        from ..models.seed_reveal import SeedReveal # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        game = self.game.value

        host_token = self.host_token

        id = self.id

        last_event = self.last_event

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seed_reveal: dict[str, Any] | None
        if isinstance(self.seed_reveal, SeedReveal):
            seed_reveal = self.seed_reveal.to_dict()
        else:
            seed_reveal = self.seed_reveal

        seeded = self.seeded

        spectator_token = self.spectator_token

        status = self.status.value

        version = self.version

        view = self.view.to_dict()

        invitations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.invitations, Unset):
            invitations = []
            for invitations_item_data in self.invitations:
                invitations_item = invitations_item_data.to_dict()
                invitations.append(invitations_item)



        seat_tokens: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seat_tokens, Unset):
            seat_tokens = []
            for seat_tokens_item_data in self.seat_tokens:
                seat_tokens_item = seat_tokens_item_data.to_dict()
                seat_tokens.append(seat_tokens_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "host_token": host_token,
            "id": id,
            "last_event": last_event,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "seed_reveal": seed_reveal,
            "seeded": seeded,
            "spectator_token": spectator_token,
            "status": status,
            "version": version,
            "view": view,
        })
        if invitations is not UNSET:
            field_dict["invitations"] = invitations
        if seat_tokens is not UNSET:
            field_dict["seat_tokens"] = seat_tokens

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitation import Invitation # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.seat_token import SeatToken # noqa: PLC0415
        from ..models.seed_reveal import SeedReveal # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        d = dict(src_dict)
        game = KarnoeffelSessionCreatedGame(d.pop("game"))




        host_token = d.pop("host_token")

        id = d.pop("id")

        last_event = d.pop("last_event")

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


        def _parse_seed_reveal(data: object) -> None | SeedReveal:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seed_reveal_type_0 = SeedReveal.from_dict(data)



                if not hasattr(seed_reveal_type_0, "to_dict") or seed_reveal_type_0.to_dict() == data:
                    return seed_reveal_type_0
                parsed.append(seed_reveal_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | SeedReveal, parsed[0])
            return cast(None | SeedReveal, data)

        seed_reveal = _parse_seed_reveal(d.pop("seed_reveal"))


        seeded = d.pop("seeded")

        spectator_token = d.pop("spectator_token")

        status = KarnoeffelSessionCreatedStatus(d.pop("status"))




        version = d.pop("version")

        view = KarnoeffelView.from_dict(d.pop("view"))




        _invitations = d.pop("invitations", UNSET)
        invitations: list[Invitation] | Unset = UNSET
        if _invitations is not UNSET:
            invitations = []
            for invitations_item_data in _invitations:
                invitations_item = Invitation.from_dict(invitations_item_data)



                invitations.append(invitations_item)


        _seat_tokens = d.pop("seat_tokens", UNSET)
        seat_tokens: list[SeatToken] | Unset = UNSET
        if _seat_tokens is not UNSET:
            seat_tokens = []
            for seat_tokens_item_data in _seat_tokens:
                seat_tokens_item = SeatToken.from_dict(seat_tokens_item_data)



                seat_tokens.append(seat_tokens_item)


        karnoeffel_session_created = cls(
            game=game,
            host_token=host_token,
            id=id,
            last_event=last_event,
            seats=seats,
            seed_commitment=seed_commitment,
            seed_reveal=seed_reveal,
            seeded=seeded,
            spectator_token=spectator_token,
            status=status,
            version=version,
            view=view,
            invitations=invitations,
            seat_tokens=seat_tokens,
        )

        return karnoeffel_session_created

