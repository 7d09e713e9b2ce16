from enum import StrEnum

class HeartsSessionRole(StrEnum):
    HOST = "host"
    SEAT = "seat"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
