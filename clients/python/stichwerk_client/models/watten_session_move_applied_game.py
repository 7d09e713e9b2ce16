from enum import StrEnum

class WattenSessionMoveAppliedGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
