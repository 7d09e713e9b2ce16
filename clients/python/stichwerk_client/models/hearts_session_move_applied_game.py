from enum import StrEnum

class HeartsSessionMoveAppliedGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
