from enum import StrEnum

class HeartsSealedMoveAppliedGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
