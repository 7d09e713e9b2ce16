from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_view_game import HeartsViewGame
from ..models.hearts_view_pass_direction import HeartsViewPassDirection
from ..models.hearts_view_phase import HeartsViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_completed_trick import HeartsCompletedTrick
  from ..models.hearts_hand_result import HeartsHandResult
  from ..models.hearts_resolved_options import HeartsResolvedOptions
  from ..models.hearts_trick import HeartsTrick





T = TypeVar("T", bound="HeartsView")



@_attrs_define
class HeartsView:
    """ A Hearts state as one seat (or a spectator) may see it: other hands and passes are null; no seed.

        Attributes:
            dealer (int):
            game (HeartsViewGame):
            hand_number (int):
            hand_result (HeartsHandResult | None):
            hand_sizes (list[int]): Cards in each seat's hand
            hands (list[list[HeartsCard] | None]): The viewer's hand; null for the others
            hearts_broken (bool):
            match_number (int):
            match_winners (list[int] | None): The seats with the lowest total (several: a shared win)
            options (HeartsResolvedOptions): Every rule option of Hearts, resolved (as a state carries them)
            pass_direction (HeartsViewPassDirection): Of this hand (`none`: no pass phase)
            passed (list[list[HeartsCard] | None]): What the viewer passed (null until it has); null for the others
            phase (HeartsViewPhase):
            points_taken (list[int]): Points in the tricks taken this hand per seat (hearts, SQ, with Omnibus DJ)
            received (list[list[HeartsCard] | None]): What the viewer received (null until every seat has passed); null for
                the others
            scores (list[int]): Match totals per seat: negative only with omnibus or a moon that subtracts; at or above
                target only once the match is over (or a tie for lowest under tie_policy play_on)
            seat (int | None): The viewer; null = spectator
            to_act (list[int]): Seats the game waits for (passing: every seat that has not passed; hand over: the next
                dealer)
            trick (HeartsTrick): The trick being played (after a trick completes: the next, empty trick).
            tricks (list[HeartsCompletedTrick]):
            version (int): Increments on every applied move
     """

    dealer: int
    game: HeartsViewGame
    hand_number: int
    hand_result: HeartsHandResult | None
    hand_sizes: list[int]
    hands: list[list[HeartsCard] | None]
    hearts_broken: bool
    match_number: int
    match_winners: list[int] | None
    options: HeartsResolvedOptions
    pass_direction: HeartsViewPassDirection
    passed: list[list[HeartsCard] | None]
    phase: HeartsViewPhase
    points_taken: list[int]
    received: list[list[HeartsCard] | None]
    scores: list[int]
    seat: int | None
    to_act: list[int]
    trick: HeartsTrick
    tricks: list[HeartsCompletedTrick]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_completed_trick import HeartsCompletedTrick # noqa: PLC0415
        from ..models.hearts_hand_result import HeartsHandResult # noqa: PLC0415
        from ..models.hearts_resolved_options import HeartsResolvedOptions # noqa: PLC0415
        from ..models.hearts_trick import HeartsTrick # noqa: PLC0415
        dealer = self.dealer

        game = self.game.value

        hand_number = self.hand_number

        hand_result: dict[str, Any] | None
        if isinstance(self.hand_result, HeartsHandResult):
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



        hearts_broken = self.hearts_broken

        match_number = self.match_number

        match_winners: list[int] | None
        if isinstance(self.match_winners, list):
            match_winners = self.match_winners


        else:
            match_winners = self.match_winners

        options = self.options.to_dict()

        pass_direction = self.pass_direction.value

        passed = []
        for passed_item_data in self.passed:
            passed_item: list[str] | None
            if isinstance(passed_item_data, list):
                passed_item = []
                for passed_item_type_0_item_data in passed_item_data:
                    passed_item_type_0_item = passed_item_type_0_item_data.value
                    passed_item.append(passed_item_type_0_item)


            else:
                passed_item = passed_item_data
            passed.append(passed_item)



        phase = self.phase.value

        points_taken = self.points_taken



        received = []
        for received_item_data in self.received:
            received_item: list[str] | None
            if isinstance(received_item_data, list):
                received_item = []
                for received_item_type_0_item_data in received_item_data:
                    received_item_type_0_item = received_item_type_0_item_data.value
                    received_item.append(received_item_type_0_item)


            else:
                received_item = received_item_data
            received.append(received_item)



        scores = self.scores



        seat: int | None
        seat = self.seat

        to_act = self.to_act



        trick = self.trick.to_dict()

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)



        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "game": game,
            "hand_number": hand_number,
            "hand_result": hand_result,
            "hand_sizes": hand_sizes,
            "hands": hands,
            "hearts_broken": hearts_broken,
            "match_number": match_number,
            "match_winners": match_winners,
            "options": options,
            "pass_direction": pass_direction,
            "passed": passed,
            "phase": phase,
            "points_taken": points_taken,
            "received": received,
            "scores": scores,
            "seat": seat,
            "to_act": to_act,
            "trick": trick,
            "tricks": tricks,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_completed_trick import HeartsCompletedTrick # noqa: PLC0415
        from ..models.hearts_hand_result import HeartsHandResult # noqa: PLC0415
        from ..models.hearts_resolved_options import HeartsResolvedOptions # noqa: PLC0415
        from ..models.hearts_trick import HeartsTrick # noqa: PLC0415
        d = dict(src_dict)
        dealer = d.pop("dealer")

        game = HeartsViewGame(d.pop("game"))




        hand_number = d.pop("hand_number")

        def _parse_hand_result(data: object) -> HeartsHandResult | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_result_type_0 = HeartsHandResult.from_dict(data)



                if not hasattr(hand_result_type_0, "to_dict") or hand_result_type_0.to_dict() == data:
                    return hand_result_type_0
                parsed.append(hand_result_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsHandResult | None, parsed[0])
            return cast(HeartsHandResult | None, data)

        hand_result = _parse_hand_result(d.pop("hand_result"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            def _parse_hands_item(data: object) -> list[HeartsCard] | None:
                if data is None:
                    return data
                parsed: list[Any] = []
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = []
                    _hands_item_type_0 = data
                    for hands_item_type_0_item_data in (_hands_item_type_0):
                        hands_item_type_0_item = HeartsCard(hands_item_type_0_item_data)



                        hands_item_type_0.append(hands_item_type_0_item)

                    if not hasattr(hands_item_type_0, "to_dict") or hands_item_type_0.to_dict() == data:
                        return hands_item_type_0
                    parsed.append(hands_item_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(list[HeartsCard] | None, parsed[0])
                return cast(list[HeartsCard] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)


        hearts_broken = d.pop("hearts_broken")

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


        options = HeartsResolvedOptions.from_dict(d.pop("options"))




        pass_direction = HeartsViewPassDirection(d.pop("pass_direction"))




        passed = []
        _passed = d.pop("passed")
        for passed_item_data in (_passed):
            def _parse_passed_item(data: object) -> list[HeartsCard] | None:
                if data is None:
                    return data
                parsed: list[Any] = []
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    passed_item_type_0 = []
                    _passed_item_type_0 = data
                    for passed_item_type_0_item_data in (_passed_item_type_0):
                        passed_item_type_0_item = HeartsCard(passed_item_type_0_item_data)



                        passed_item_type_0.append(passed_item_type_0_item)

                    if not hasattr(passed_item_type_0, "to_dict") or passed_item_type_0.to_dict() == data:
                        return passed_item_type_0
                    parsed.append(passed_item_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(list[HeartsCard] | None, parsed[0])
                return cast(list[HeartsCard] | None, data)

            passed_item = _parse_passed_item(passed_item_data)

            passed.append(passed_item)


        phase = HeartsViewPhase(d.pop("phase"))




        points_taken = cast(list[int], d.pop("points_taken"))


        received = []
        _received = d.pop("received")
        for received_item_data in (_received):
            def _parse_received_item(data: object) -> list[HeartsCard] | None:
                if data is None:
                    return data
                parsed: list[Any] = []
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    received_item_type_0 = []
                    _received_item_type_0 = data
                    for received_item_type_0_item_data in (_received_item_type_0):
                        received_item_type_0_item = HeartsCard(received_item_type_0_item_data)



                        received_item_type_0.append(received_item_type_0_item)

                    if not hasattr(received_item_type_0, "to_dict") or received_item_type_0.to_dict() == data:
                        return received_item_type_0
                    parsed.append(received_item_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(list[HeartsCard] | None, parsed[0])
                return cast(list[HeartsCard] | None, data)

            received_item = _parse_received_item(received_item_data)

            received.append(received_item)


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


        trick = HeartsTrick.from_dict(d.pop("trick"))




        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = HeartsCompletedTrick.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        version = d.pop("version")

        hearts_view = cls(
            dealer=dealer,
            game=game,
            hand_number=hand_number,
            hand_result=hand_result,
            hand_sizes=hand_sizes,
            hands=hands,
            hearts_broken=hearts_broken,
            match_number=match_number,
            match_winners=match_winners,
            options=options,
            pass_direction=pass_direction,
            passed=passed,
            phase=phase,
            points_taken=points_taken,
            received=received,
            scores=scores,
            seat=seat,
            to_act=to_act,
            trick=trick,
            tricks=tricks,
            version=version,
        )

        return hearts_view

