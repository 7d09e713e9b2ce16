from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from typing import cast






T = TypeVar("T", bound="WattenHiddenCard")



@_attrs_define
class WattenHiddenCard:
    """ A card known to one seat: in a view, `card` is null for the other seats

        Attributes:
            card (None | WattenCard):
            seat (int): The seat that knows the card
     """

    card: None | WattenCard
    seat: int





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, WattenCard):
            card = self.card.value
        else:
            card = self.card

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> None | WattenCard:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = WattenCard(data)



                if not hasattr(card_type_0, "to_dict") or card_type_0.to_dict() == data:
                    return card_type_0
                parsed.append(card_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenCard, parsed[0])
            return cast(None | WattenCard, data)

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        watten_hidden_card = cls(
            card=card,
            seat=seat,
        )

        return watten_hidden_card

