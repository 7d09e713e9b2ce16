from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_view import HeartsView
  from ..models.karnoeffel_view import KarnoeffelView
  from ..models.watten_view import WattenView





T = TypeVar("T", bound="SealedStateResponse")



@_attrs_define
class SealedStateResponse:
    """ 
        Attributes:
            sealed (bool): True: the state is sealed (`state_token`); false: it is plain (`state`)
            state_token (str): The sealed state: post it as `state_token` with the next request. Opaque, authenticated and
                encrypted; tokens of the same state differ
            view (HeartsView | KarnoeffelView | Unset | WattenView): A state as one seat may see it
     """

    sealed: bool
    state_token: str
    view: HeartsView | KarnoeffelView | Unset | WattenView = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        sealed = self.sealed

        state_token = self.state_token

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, HeartsView):
            view = self.view.to_dict()
        elif isinstance(self.view, KarnoeffelView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sealed": sealed,
            "state_token": state_token,
        })
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        d = dict(src_dict)
        sealed = d.pop("sealed")

        state_token = d.pop("state_token")

        def _parse_view(data: object) -> HeartsView | KarnoeffelView | Unset | WattenView:
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = HeartsView.from_dict(data)



                if not hasattr(componentsschemas_game_view_type_0, "to_dict") or componentsschemas_game_view_type_0.to_dict() == data:
                    return componentsschemas_game_view_type_0
                parsed.append(componentsschemas_game_view_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = KarnoeffelView.from_dict(data)



                if not hasattr(componentsschemas_game_view_type_1, "to_dict") or componentsschemas_game_view_type_1.to_dict() == data:
                    return componentsschemas_game_view_type_1
                parsed.append(componentsschemas_game_view_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = WattenView.from_dict(data)



                if not hasattr(componentsschemas_game_view_type_2, "to_dict") or componentsschemas_game_view_type_2.to_dict() == data:
                    return componentsschemas_game_view_type_2
                parsed.append(componentsschemas_game_view_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsView | KarnoeffelView | Unset | WattenView, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        view = _parse_view(d.pop("view", UNSET))


        sealed_state_response = cls(
            sealed=sealed,
            state_token=state_token,
            view=view,
        )

        return sealed_state_response

