from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_create_request_game import SessionCreateRequestGame
from ..models.session_create_request_seating_type_1 import SessionCreateRequestSeatingType1
from ..models.session_create_request_seating_type_2_type_1 import SessionCreateRequestSeatingType2Type1
from ..models.session_create_request_seating_type_3_type_1 import SessionCreateRequestSeatingType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_options import HeartsOptions
  from ..models.karnoeffel_options import KarnoeffelOptions
  from ..models.session_bot_seat_request import SessionBotSeatRequest
  from ..models.session_human_seat_request import SessionHumanSeatRequest
  from ..models.watten_options import WattenOptions





T = TypeVar("T", bound="SessionCreateRequest")



@_attrs_define
class SessionCreateRequest:
    """ 
        Attributes:
            game (SessionCreateRequestGame):
            seats (list[SessionBotSeatRequest | SessionHumanSeatRequest]): One entry per seat, in seat order; exactly the
                table's player count, at least one human
            dealer (int | None | Unset): First dealer; random by default
            options (HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions): Rule options; unset ones take the
                preset's or the default value
            preset (None | str | Unset):  Example: bavarian.
            seating (None | SessionCreateRequestSeatingType1 | SessionCreateRequestSeatingType2Type1 |
                SessionCreateRequestSeatingType3Type1 | Unset): `tokens` (the default): the answer carries every human seat's
                token. `invite`: it carries one invitation code per human seat instead; each player claims their own seat with
                `POST /v1/sessions/{id}/seats/{seat}/claim`, so the host never holds a seat token
            seed (int | None | Unset): Makes the session reproducible (every deal and bot choice). Whoever knows the seed
                can compute every hand: leave it out for real play, and the server draws every deal from its own secret random
                numbers
     """

    game: SessionCreateRequestGame
    seats: list[SessionBotSeatRequest | SessionHumanSeatRequest]
    dealer: int | None | Unset = UNSET
    options: HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions = UNSET
    preset: None | str | Unset = UNSET
    seating: None | SessionCreateRequestSeatingType1 | SessionCreateRequestSeatingType2Type1 | SessionCreateRequestSeatingType3Type1 | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_options import HeartsOptions # noqa: PLC0415
        from ..models.karnoeffel_options import KarnoeffelOptions # noqa: PLC0415
        from ..models.session_bot_seat_request import SessionBotSeatRequest # noqa: PLC0415
        from ..models.session_human_seat_request import SessionHumanSeatRequest # noqa: PLC0415
        from ..models.watten_options import WattenOptions # noqa: PLC0415
        game = self.game.value

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any]
            if isinstance(seats_item_data, SessionHumanSeatRequest):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data.to_dict()

            seats.append(seats_item)



        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, HeartsOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, KarnoeffelOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, WattenOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        preset: None | str | Unset
        if isinstance(self.preset, Unset):
            preset = UNSET
        else:
            preset = self.preset

        seating: None | str | Unset
        if isinstance(self.seating, Unset):
            seating = UNSET
        elif isinstance(self.seating, SessionCreateRequestSeatingType1):
            seating = self.seating.value
        elif isinstance(self.seating, SessionCreateRequestSeatingType2Type1):
            seating = self.seating.value
        elif isinstance(self.seating, SessionCreateRequestSeatingType3Type1):
            seating = self.seating.value
        else:
            seating = self.seating

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if options is not UNSET:
            field_dict["options"] = options
        if preset is not UNSET:
            field_dict["preset"] = preset
        if seating is not UNSET:
            field_dict["seating"] = seating
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_options import HeartsOptions # noqa: PLC0415
        from ..models.karnoeffel_options import KarnoeffelOptions # noqa: PLC0415
        from ..models.session_bot_seat_request import SessionBotSeatRequest # noqa: PLC0415
        from ..models.session_human_seat_request import SessionHumanSeatRequest # noqa: PLC0415
        from ..models.watten_options import WattenOptions # noqa: PLC0415
        d = dict(src_dict)
        game = SessionCreateRequestGame(d.pop("game"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            def _parse_seats_item(data: object) -> SessionBotSeatRequest | SessionHumanSeatRequest:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_seat_request_type_0 = SessionHumanSeatRequest.from_dict(data)



                    if not hasattr(componentsschemas_session_seat_request_type_0, "to_dict") or componentsschemas_session_seat_request_type_0.to_dict() == data:
                        return componentsschemas_session_seat_request_type_0
                    parsed.append(componentsschemas_session_seat_request_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_seat_request_type_1 = SessionBotSeatRequest.from_dict(data)



                    if not hasattr(componentsschemas_session_seat_request_type_1, "to_dict") or componentsschemas_session_seat_request_type_1.to_dict() == data:
                        return componentsschemas_session_seat_request_type_1
                    parsed.append(componentsschemas_session_seat_request_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(SessionBotSeatRequest | SessionHumanSeatRequest, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)


        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))


        def _parse_options(data: object) -> HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_0 = HeartsOptions.from_dict(data)



                if not hasattr(componentsschemas_game_options_type_0, "to_dict") or componentsschemas_game_options_type_0.to_dict() == data:
                    return componentsschemas_game_options_type_0
                parsed.append(componentsschemas_game_options_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_1 = KarnoeffelOptions.from_dict(data)



                if not hasattr(componentsschemas_game_options_type_1, "to_dict") or componentsschemas_game_options_type_1.to_dict() == data:
                    return componentsschemas_game_options_type_1
                parsed.append(componentsschemas_game_options_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_2 = WattenOptions.from_dict(data)



                if not hasattr(componentsschemas_game_options_type_2, "to_dict") or componentsschemas_game_options_type_2.to_dict() == data:
                    return componentsschemas_game_options_type_2
                parsed.append(componentsschemas_game_options_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions, parsed[0])
            return cast(HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_preset(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(None | str | Unset, parsed[0])
            return cast(None | str | Unset, data)

        preset = _parse_preset(d.pop("preset", UNSET))


        def _parse_seating(data: object) -> None | SessionCreateRequestSeatingType1 | SessionCreateRequestSeatingType2Type1 | SessionCreateRequestSeatingType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seating_type_1 = SessionCreateRequestSeatingType1(data)



                if not hasattr(seating_type_1, "to_dict") or seating_type_1.to_dict() == data:
                    return seating_type_1
                parsed.append(seating_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seating_type_2_type_1 = SessionCreateRequestSeatingType2Type1(data)



                if not hasattr(seating_type_2_type_1, "to_dict") or seating_type_2_type_1.to_dict() == data:
                    return seating_type_2_type_1
                parsed.append(seating_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seating_type_3_type_1 = SessionCreateRequestSeatingType3Type1(data)



                if not hasattr(seating_type_3_type_1, "to_dict") or seating_type_3_type_1.to_dict() == data:
                    return seating_type_3_type_1
                parsed.append(seating_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | SessionCreateRequestSeatingType1 | SessionCreateRequestSeatingType2Type1 | SessionCreateRequestSeatingType3Type1 | Unset, parsed[0])
            return cast(None | SessionCreateRequestSeatingType1 | SessionCreateRequestSeatingType2Type1 | SessionCreateRequestSeatingType3Type1 | Unset, data)

        seating = _parse_seating(d.pop("seating", UNSET))


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        session_create_request = cls(
            game=game,
            seats=seats,
            dealer=dealer,
            options=options,
            preset=preset,
            seating=seating,
            seed=seed,
        )

        return session_create_request

