from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_session_game import HeartsSessionGame
from ..models.hearts_session_role import HeartsSessionRole
from ..models.hearts_session_status import HeartsSessionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_choose_moon_move import HeartsChooseMoonMove
  from ..models.hearts_deal_move import HeartsDealMove
  from ..models.hearts_illegal_card import HeartsIllegalCard
  from ..models.hearts_pass_descriptor import HeartsPassDescriptor
  from ..models.hearts_play_move import HeartsPlayMove
  from ..models.hearts_session_hand_end import HeartsSessionHandEnd
  from ..models.hearts_view import HeartsView
  from ..models.match_result import MatchResult
  from ..models.seed_reveal import SeedReveal
  from ..models.session_seat import SessionSeat





T = TypeVar("T", bound="HeartsSession")



@_attrs_define
class HeartsSession:
    """ 
        Attributes:
            game (HeartsSessionGame):
            id (str):
            illegal_cards (list[HeartsIllegalCard]): Each card of this seat's hand that it may not play now, with the
                violation a play of it would get (for a page that disables the card and says why); empty for the host and the
                spectator
            last_event (int): `seq` of the newest event of the log
            last_hand (HeartsSessionHandEnd | None): The latest hand end of the session (null until a hand has ended)
            legal_moves (list[HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove]): What this
                seat may post now (out-of-turn moves included; empty for the spectator and when the match is over)
            match (MatchResult | None): The match result once the match is over (`status: finished`)
            role (HeartsSessionRole):
            seat (int | None): The token's seat; null: the host or the spectator (who see the spectator's view)
            seats (list[SessionSeat]):
            seed_commitment (None | str): Unseeded sessions: hex SHA-256 of `"<salt>:<seed>"`, published from the start;
                null for a seeded session
            seed_reveal (None | SeedReveal): Seed and salt, once the match is over (unseeded sessions only); null before
            seeded (bool): True: the creator chose the seed, so the creator can know every deal (it is never revealed).
                False: the server drew it and committed to it (`seed_commitment`)
            status (HeartsSessionStatus): `finished` once the match is over
            version (int):
            view (HeartsView): A Hearts state as one seat (or a spectator) may see it: other hands and passes are null; no
                seed.
     """

    game: HeartsSessionGame
    id: str
    illegal_cards: list[HeartsIllegalCard]
    last_event: int
    last_hand: HeartsSessionHandEnd | None
    legal_moves: list[HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove]
    match: MatchResult | None
    role: HeartsSessionRole
    seat: int | None
    seats: list[SessionSeat]
    seed_commitment: None | str
    seed_reveal: None | SeedReveal
    seeded: bool
    status: HeartsSessionStatus
    version: int
    view: HeartsView





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_illegal_card import HeartsIllegalCard # noqa: PLC0415
        from ..models.hearts_pass_descriptor import HeartsPassDescriptor # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        from ..models.hearts_session_hand_end import HeartsSessionHandEnd # noqa: PLC0415
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.seed_reveal import SeedReveal # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        game = self.game.value

        id = self.id

        illegal_cards = []
        for illegal_cards_item_data in self.illegal_cards:
            illegal_cards_item = illegal_cards_item_data.to_dict()
            illegal_cards.append(illegal_cards_item)



        last_event = self.last_event

        last_hand: dict[str, Any] | None
        if isinstance(self.last_hand, HeartsSessionHandEnd):
            last_hand = self.last_hand.to_dict()
        else:
            last_hand = self.last_hand

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, HeartsPassDescriptor):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, HeartsPlayMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, HeartsChooseMoonMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)



        match: dict[str, Any] | None
        if isinstance(self.match, MatchResult):
            match = self.match.to_dict()
        else:
            match = self.match

        role = self.role.value

        seat: int | None
        seat = self.seat

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

        status = self.status.value

        version = self.version

        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "id": id,
            "illegal_cards": illegal_cards,
            "last_event": last_event,
            "last_hand": last_hand,
            "legal_moves": legal_moves,
            "match": match,
            "role": role,
            "seat": seat,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "seed_reveal": seed_reveal,
            "seeded": seeded,
            "status": status,
            "version": version,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_illegal_card import HeartsIllegalCard # noqa: PLC0415
        from ..models.hearts_pass_descriptor import HeartsPassDescriptor # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        from ..models.hearts_session_hand_end import HeartsSessionHandEnd # noqa: PLC0415
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.seed_reveal import SeedReveal # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        d = dict(src_dict)
        game = HeartsSessionGame(d.pop("game"))




        id = d.pop("id")

        illegal_cards = []
        _illegal_cards = d.pop("illegal_cards")
        for illegal_cards_item_data in (_illegal_cards):
            illegal_cards_item = HeartsIllegalCard.from_dict(illegal_cards_item_data)



            illegal_cards.append(illegal_cards_item)


        last_event = d.pop("last_event")

        def _parse_last_hand(data: object) -> HeartsSessionHandEnd | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_hand_type_0 = HeartsSessionHandEnd.from_dict(data)



                if not hasattr(last_hand_type_0, "to_dict") or last_hand_type_0.to_dict() == data:
                    return last_hand_type_0
                parsed.append(last_hand_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsSessionHandEnd | None, parsed[0])
            return cast(HeartsSessionHandEnd | None, data)

        last_hand = _parse_last_hand(d.pop("last_hand"))


        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in (_legal_moves):
            def _parse_legal_moves_item(data: object) -> HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_0 = HeartsPassDescriptor.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_0, "to_dict") or componentsschemas_hearts_legal_move_type_0.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_0
                    parsed.append(componentsschemas_hearts_legal_move_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_1 = HeartsPlayMove.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_1, "to_dict") or componentsschemas_hearts_legal_move_type_1.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_1
                    parsed.append(componentsschemas_hearts_legal_move_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_2 = HeartsChooseMoonMove.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_2, "to_dict") or componentsschemas_hearts_legal_move_type_2.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_2
                    parsed.append(componentsschemas_hearts_legal_move_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_3 = HeartsDealMove.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_3, "to_dict") or componentsschemas_hearts_legal_move_type_3.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_3
                    parsed.append(componentsschemas_hearts_legal_move_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)


        def _parse_match(data: object) -> MatchResult | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_type_0 = MatchResult.from_dict(data)



                if not hasattr(match_type_0, "to_dict") or match_type_0.to_dict() == data:
                    return match_type_0
                parsed.append(match_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(MatchResult | None, parsed[0])
            return cast(MatchResult | None, data)

        match = _parse_match(d.pop("match"))


        role = HeartsSessionRole(d.pop("role"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


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

        status = HeartsSessionStatus(d.pop("status"))




        version = d.pop("version")

        view = HeartsView.from_dict(d.pop("view"))




        hearts_session = cls(
            game=game,
            id=id,
            illegal_cards=illegal_cards,
            last_event=last_event,
            last_hand=last_hand,
            legal_moves=legal_moves,
            match=match,
            role=role,
            seat=seat,
            seats=seats,
            seed_commitment=seed_commitment,
            seed_reveal=seed_reveal,
            seeded=seeded,
            status=status,
            version=version,
            view=view,
        )

        return hearts_session

