from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_resolved_options_players import KarnoeffelResolvedOptionsPlayers
from ..models.karnoeffel_resolved_options_power_loss_scope import KarnoeffelResolvedOptionsPowerLossScope






T = TypeVar("T", bound="KarnoeffelResolvedOptions")



@_attrs_define
class KarnoeffelResolvedOptions:
    """ Every rule option of Karnöffel, resolved (as a state carries them)

        Attributes:
            partner_hands_visible (bool): A seat's view also shows its partner's hand (partners may show each other their
                cards, seed 003); four players only
            players (KarnoeffelResolvedOptionsPlayers): Number of players: 4 = two sides of two, partners opposite; 2 = each
                plays for himself (§4.2 A-K6)
            power_loss_scope (KarnoeffelResolvedOptionsPowerLossScope): Which Kings, Obers and Unters take the power of the
                chosen 3, 4 and 5: of any suit (seed 003) or only of the led suit (Parlett's Kaiserspiel, §4.2 A-K1)
            target (int): Points that win a match (one point per round won)
     """

    partner_hands_visible: bool
    players: KarnoeffelResolvedOptionsPlayers
    power_loss_scope: KarnoeffelResolvedOptionsPowerLossScope
    target: int





    def to_dict(self) -> dict[str, Any]:
        partner_hands_visible = self.partner_hands_visible

        players = self.players.value

        power_loss_scope = self.power_loss_scope.value

        target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "partner_hands_visible": partner_hands_visible,
            "players": players,
            "power_loss_scope": power_loss_scope,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        partner_hands_visible = d.pop("partner_hands_visible")

        players = KarnoeffelResolvedOptionsPlayers(d.pop("players"))




        power_loss_scope = KarnoeffelResolvedOptionsPowerLossScope(d.pop("power_loss_scope"))




        target = d.pop("target")

        karnoeffel_resolved_options = cls(
            partner_hands_visible=partner_hands_visible,
            players=players,
            power_loss_scope=power_loss_scope,
            target=target,
        )

        return karnoeffel_resolved_options

