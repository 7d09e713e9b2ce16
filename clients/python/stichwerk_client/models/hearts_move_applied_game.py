from enum import StrEnum

class HeartsMoveAppliedGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
