from enum import StrEnum

class WattenMoveAppliedGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
