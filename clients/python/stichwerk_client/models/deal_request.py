from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.karnoeffel_card import KarnoeffelCard
from ..models.watten_card import WattenCard
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DealRequest")



@_attrs_define
class DealRequest:
    """ 
        Attributes:
            hands (list[list[HeartsCard | KarnoeffelCard | WattenCard]] | None | Unset): One hand per seat, in seat order
            seed (int | None | Unset): Replaces the match seed: this hand and every later one are dealt from it
     """

    hands: list[list[HeartsCard | KarnoeffelCard | WattenCard]] | None | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hands: list[list[str]] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item = []
                for hands_type_0_item_item_data in hands_type_0_item_data:
                    hands_type_0_item_item: str
                    if isinstance(hands_type_0_item_item_data, HeartsCard):
                        hands_type_0_item_item = hands_type_0_item_item_data.value
                    elif isinstance(hands_type_0_item_item_data, KarnoeffelCard):
                        hands_type_0_item_item = hands_type_0_item_item_data.value
                    else:
                        hands_type_0_item_item = hands_type_0_item_item_data.value

                    hands_type_0_item.append(hands_type_0_item_item)


                hands.append(hands_type_0_item)


        else:
            hands = self.hands

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if hands is not UNSET:
            field_dict["hands"] = hands
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_hands(data: object) -> list[list[HeartsCard | KarnoeffelCard | WattenCard]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in (_hands_type_0):
                    hands_type_0_item = []
                    _hands_type_0_item = hands_type_0_item_data
                    for hands_type_0_item_item_data in (_hands_type_0_item):
                        def _parse_hands_type_0_item_item(data: object) -> HeartsCard | KarnoeffelCard | WattenCard:
                            parsed: list[Any] = []
                            try:
                                if not isinstance(data, str):
                                    raise TypeError()
                                componentsschemas_card_type_0 = HeartsCard(data)



                                if not hasattr(componentsschemas_card_type_0, "to_dict") or componentsschemas_card_type_0.to_dict() == data:
                                    return componentsschemas_card_type_0
                                parsed.append(componentsschemas_card_type_0)
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            try:
                                if not isinstance(data, str):
                                    raise TypeError()
                                componentsschemas_card_type_1 = KarnoeffelCard(data)



                                if not hasattr(componentsschemas_card_type_1, "to_dict") or componentsschemas_card_type_1.to_dict() == data:
                                    return componentsschemas_card_type_1
                                parsed.append(componentsschemas_card_type_1)
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            try:
                                if not isinstance(data, str):
                                    raise TypeError()
                                componentsschemas_card_type_2 = WattenCard(data)



                                if not hasattr(componentsschemas_card_type_2, "to_dict") or componentsschemas_card_type_2.to_dict() == data:
                                    return componentsschemas_card_type_2
                                parsed.append(componentsschemas_card_type_2)
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            if parsed:
                                return cast(HeartsCard | KarnoeffelCard | WattenCard, parsed[0])
                            raise TypeError(f"no type of the union reads {data!r}")

                        hands_type_0_item_item = _parse_hands_type_0_item_item(hands_type_0_item_item_data)

                        hands_type_0_item.append(hands_type_0_item_item)

                    hands_type_0.append(hands_type_0_item)

                if not hasattr(hands_type_0, "to_dict") or hands_type_0.to_dict() == data:
                    return hands_type_0
                parsed.append(hands_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(list[list[HeartsCard | KarnoeffelCard | WattenCard]] | None | Unset, parsed[0])
            return cast(list[list[HeartsCard | KarnoeffelCard | WattenCard]] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))


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


        deal_request = cls(
            hands=hands,
            seed=seed,
        )

        return deal_request

