from enum import StrEnum

class SessionRole(StrEnum):
    HOST = "host"
    SEAT = "seat"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
