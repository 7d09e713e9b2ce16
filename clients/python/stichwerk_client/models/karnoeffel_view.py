from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_view_chosen_suit import KarnoeffelViewChosenSuit
from ..models.karnoeffel_view_game import KarnoeffelViewGame
from ..models.karnoeffel_view_phase import KarnoeffelViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_completed_trick import KarnoeffelCompletedTrick
  from ..models.karnoeffel_hand_result import KarnoeffelHandResult
  from ..models.karnoeffel_resolved_options import KarnoeffelResolvedOptions
  from ..models.karnoeffel_trick import KarnoeffelTrick





T = TypeVar("T", bound="KarnoeffelView")



@_attrs_define
class KarnoeffelView:
    """ A Karnöffel state as one seat (or a spectator) may see it: other hands are null (with partner_hands_visible the
    partner's hand is shown); no seed.

        Attributes:
            chosen_suit (KarnoeffelViewChosenSuit): The suit of the lowest face-up card (§2.4); its special cards have power
            dealer (int):
            face_up (list[KarnoeffelCard | None]): Per seat its face-up card while it is still in the hand, else null;
                public
            forehand (int): The seat left of the dealer; leads trick 1 and deals the next round
            game (KarnoeffelViewGame):
            hand_number (int):
            hand_result (KarnoeffelHandResult | None):
            hand_sizes (list[int]):
            hands (list[list[KarnoeffelCard] | None]): The viewer's hand and, with partner_hands_visible (4 players), its
                partner's; null for the others
            match_number (int):
            match_winners (list[int] | None): The side (seat with 2 players) that reached the target
            options (KarnoeffelResolvedOptions): Every rule option of Karnöffel, resolved (as a state carries them)
            phase (KarnoeffelViewPhase):
            scores (list[int]): Match points per side (4 players: side 0 = seats 0 and 2) or per seat (2 players)
            seat (int | None): The viewer; null = spectator
            to_act (list[int]): The seat the game waits for (round over: the next dealer)
            trick (KarnoeffelTrick): The trick being played (after a trick completes: the next, empty trick).
            tricks (list[KarnoeffelCompletedTrick]):
            tricks_won (list[int]): Tricks of this round per side (seat with 2 players); the round ends at 3
            version (int): Increments on every applied move
     """

    chosen_suit: KarnoeffelViewChosenSuit
    dealer: int
    face_up: list[KarnoeffelCard | None]
    forehand: int
    game: KarnoeffelViewGame
    hand_number: int
    hand_result: KarnoeffelHandResult | None
    hand_sizes: list[int]
    hands: list[list[KarnoeffelCard] | None]
    match_number: int
    match_winners: list[int] | None
    options: KarnoeffelResolvedOptions
    phase: KarnoeffelViewPhase
    scores: list[int]
    seat: int | None
    to_act: list[int]
    trick: KarnoeffelTrick
    tricks: list[KarnoeffelCompletedTrick]
    tricks_won: list[int]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_completed_trick import KarnoeffelCompletedTrick # noqa: PLC0415
        from ..models.karnoeffel_hand_result import KarnoeffelHandResult # noqa: PLC0415
        from ..models.karnoeffel_resolved_options import KarnoeffelResolvedOptions # noqa: PLC0415
        from ..models.karnoeffel_trick import KarnoeffelTrick # noqa: PLC0415
        chosen_suit = self.chosen_suit.value

        dealer = self.dealer

        face_up = []
        for face_up_item_data in self.face_up:
            face_up_item: None | str
            if isinstance(face_up_item_data, KarnoeffelCard):
                face_up_item = face_up_item_data.value
            else:
                face_up_item = face_up_item_data
            face_up.append(face_up_item)



        forehand = self.forehand

        game = self.game.value

        hand_number = self.hand_number

        hand_result: dict[str, Any] | None
        if isinstance(self.hand_result, KarnoeffelHandResult):
            hand_result = self.hand_result.to_dict()
        else:
            hand_result = self.hand_result

        hand_sizes = self.hand_sizes



        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = []
                for hands_item_type_0_item_data in hands_item_data:
                    hands_item_type_0_item = hands_item_type_0_item_data.value
                    hands_item.append(hands_item_type_0_item)


            else:
                hands_item = hands_item_data
            hands.append(hands_item)



        match_number = self.match_number

        match_winners: list[int] | None
        if isinstance(self.match_winners, list):
            match_winners = self.match_winners


        else:
            match_winners = self.match_winners

        options = self.options.to_dict()

        phase = self.phase.value

        scores = self.scores



        seat: int | None
        seat = self.seat

        to_act = self.to_act



        trick = self.trick.to_dict()

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)



        tricks_won = self.tricks_won



        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen_suit": chosen_suit,
            "dealer": dealer,
            "face_up": face_up,
            "forehand": forehand,
            "game": game,
            "hand_number": hand_number,
            "hand_result": hand_result,
            "hand_sizes": hand_sizes,
            "hands": hands,
            "match_number": match_number,
            "match_winners": match_winners,
            "options": options,
            "phase": phase,
            "scores": scores,
            "seat": seat,
            "to_act": to_act,
            "trick": trick,
            "tricks": tricks,
            "tricks_won": tricks_won,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karnoeffel_completed_trick import KarnoeffelCompletedTrick # noqa: PLC0415
        from ..models.karnoeffel_hand_result import KarnoeffelHandResult # noqa: PLC0415
        from ..models.karnoeffel_resolved_options import KarnoeffelResolvedOptions # noqa: PLC0415
        from ..models.karnoeffel_trick import KarnoeffelTrick # noqa: PLC0415
        d = dict(src_dict)
        chosen_suit = KarnoeffelViewChosenSuit(d.pop("chosen_suit"))




        dealer = d.pop("dealer")

        face_up = []
        _face_up = d.pop("face_up")
        for face_up_item_data in (_face_up):
            def _parse_face_up_item(data: object) -> KarnoeffelCard | None:
                if data is None:
                    return data
                parsed: list[Any] = []
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    face_up_item_type_0 = KarnoeffelCard(data)



                    if not hasattr(face_up_item_type_0, "to_dict") or face_up_item_type_0.to_dict() == data:
                        return face_up_item_type_0
                    parsed.append(face_up_item_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(KarnoeffelCard | None, parsed[0])
                return cast(KarnoeffelCard | None, data)

            face_up_item = _parse_face_up_item(face_up_item_data)

            face_up.append(face_up_item)


        forehand = d.pop("forehand")

        game = KarnoeffelViewGame(d.pop("game"))




        hand_number = d.pop("hand_number")

        def _parse_hand_result(data: object) -> KarnoeffelHandResult | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_result_type_0 = KarnoeffelHandResult.from_dict(data)



                if not hasattr(hand_result_type_0, "to_dict") or hand_result_type_0.to_dict() == data:
                    return hand_result_type_0
                parsed.append(hand_result_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(KarnoeffelHandResult | None, parsed[0])
            return cast(KarnoeffelHandResult | None, data)

        hand_result = _parse_hand_result(d.pop("hand_result"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            def _parse_hands_item(data: object) -> list[KarnoeffelCard] | None:
                if data is None:
                    return data
                parsed: list[Any] = []
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = []
                    _hands_item_type_0 = data
                    for hands_item_type_0_item_data in (_hands_item_type_0):
                        hands_item_type_0_item = KarnoeffelCard(hands_item_type_0_item_data)



                        hands_item_type_0.append(hands_item_type_0_item)

                    if not hasattr(hands_item_type_0, "to_dict") or hands_item_type_0.to_dict() == data:
                        return hands_item_type_0
                    parsed.append(hands_item_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(list[KarnoeffelCard] | None, parsed[0])
                return cast(list[KarnoeffelCard] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)


        match_number = d.pop("match_number")

        def _parse_match_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, list):
                    raise TypeError()
                match_winners_type_0 = cast(list[int], data)

                if not hasattr(match_winners_type_0, "to_dict") or match_winners_type_0.to_dict() == data:
                    return match_winners_type_0
                parsed.append(match_winners_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(list[int] | None, parsed[0])
            return cast(list[int] | None, data)

        match_winners = _parse_match_winners(d.pop("match_winners"))


        options = KarnoeffelResolvedOptions.from_dict(d.pop("options"))




        phase = KarnoeffelViewPhase(d.pop("phase"))




        scores = cast(list[int], d.pop("scores"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        to_act = cast(list[int], d.pop("to_act"))


        trick = KarnoeffelTrick.from_dict(d.pop("trick"))




        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = KarnoeffelCompletedTrick.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        tricks_won = cast(list[int], d.pop("tricks_won"))


        version = d.pop("version")

        karnoeffel_view = cls(
            chosen_suit=chosen_suit,
            dealer=dealer,
            face_up=face_up,
            forehand=forehand,
            game=game,
            hand_number=hand_number,
            hand_result=hand_result,
            hand_sizes=hand_sizes,
            hands=hands,
            match_number=match_number,
            match_winners=match_winners,
            options=options,
            phase=phase,
            scores=scores,
            seat=seat,
            to_act=to_act,
            trick=trick,
            tricks=tricks,
            tricks_won=tricks_won,
            version=version,
        )

        return karnoeffel_view

