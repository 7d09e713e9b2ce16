from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deal_request import DealRequest
  from ..models.hearts_options import HeartsOptions
  from ..models.karnoeffel_options import KarnoeffelOptions
  from ..models.watten_options import WattenOptions





T = TypeVar("T", bound="NewStateRequest")



@_attrs_define
class NewStateRequest:
    """ 
        Attributes:
            deal (DealRequest | None | Unset):
            dealer (int | None | Unset): First dealer; random by default
            options (HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions): Rule options; unset ones take the
                preset's or the default value
            preset (None | str | Unset):  Example: bavarian.
            sealed (bool | Unset): Answer a `state_token` (sealed: authenticated and encrypted) instead of the `state`; the
                server then deals from its own random seed (`seed` and `deal` are refused: 422 `sealed_deal_not_allowed`). 503
                `state_sealing_unavailable` when the service has no key Default: False.
            seat (int | None | Unset): Also answer this seat's `view` of the resulting state, so a client that holds only a
                `state_token` can render without a second call; with a `state_token`, the answer's events are redacted for this
                seat (omitted or null: for a spectator)
            seed (int | None | Unset): Makes the match reproducible (dealer and every deal)
     """

    deal: DealRequest | None | Unset = UNSET
    dealer: int | None | Unset = UNSET
    options: HeartsOptions | KarnoeffelOptions | None | Unset | WattenOptions = UNSET
    preset: None | str | Unset = UNSET
    sealed: bool | Unset = False
    seat: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_request import DealRequest # noqa: PLC0415
        from ..models.hearts_options import HeartsOptions # noqa: PLC0415
        from ..models.karnoeffel_options import KarnoeffelOptions # noqa: PLC0415
        from ..models.watten_options import WattenOptions # noqa: PLC0415
        deal: dict[str, Any] | None | Unset
        if isinstance(self.deal, Unset):
            deal = UNSET
        elif isinstance(self.deal, DealRequest):
            deal = self.deal.to_dict()
        else:
            deal = self.deal

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

        sealed = self.sealed

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deal is not UNSET:
            field_dict["deal"] = deal
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if options is not UNSET:
            field_dict["options"] = options
        if preset is not UNSET:
            field_dict["preset"] = preset
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_request import DealRequest # noqa: PLC0415
        from ..models.hearts_options import HeartsOptions # noqa: PLC0415
        from ..models.karnoeffel_options import KarnoeffelOptions # noqa: PLC0415
        from ..models.watten_options import WattenOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_deal(data: object) -> DealRequest | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = DealRequest.from_dict(data)



                if not hasattr(deal_type_0, "to_dict") or deal_type_0.to_dict() == data:
                    return deal_type_0
                parsed.append(deal_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(DealRequest | None | Unset, parsed[0])
            return cast(DealRequest | None | Unset, data)

        deal = _parse_deal(d.pop("deal", UNSET))


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


        sealed = d.pop("sealed", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


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


        new_state_request = cls(
            deal=deal,
            dealer=dealer,
            options=options,
            preset=preset,
            sealed=sealed,
            seat=seat,
            seed=seed,
        )

        return new_state_request

