from enum import StrEnum

class WattenSealedMoveAppliedGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
