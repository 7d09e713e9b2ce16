from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seed_revealed_session_event_type import SeedRevealedSessionEventType






T = TypeVar("T", bound="SeedRevealedSessionEvent")



@_attrs_define
class SeedRevealedSessionEvent:
    """ The match of a session without a client seed is over: its seed and salt, which hash to the commitment of
    `session_started` (the last entry)

        Attributes:
            salt (str):
            seed (int):
            seed_commitment (str):
            seq (int): Position in the log, from 1
            type_ (SeedRevealedSessionEventType):
            version (int): The session version this event led to
     """

    salt: str
    seed: int
    seed_commitment: str
    seq: int
    type_: SeedRevealedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        salt = self.salt

        seed = self.seed

        seed_commitment = self.seed_commitment

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "salt": salt,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        salt = d.pop("salt")

        seed = d.pop("seed")

        seed_commitment = d.pop("seed_commitment")

        seq = d.pop("seq")

        type_ = SeedRevealedSessionEventType(d.pop("type"))




        version = d.pop("version")

        seed_revealed_session_event = cls(
            salt=salt,
            seed=seed,
            seed_commitment=seed_commitment,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seed_revealed_session_event

