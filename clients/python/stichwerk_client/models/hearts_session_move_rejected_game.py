from enum import StrEnum

class HeartsSessionMoveRejectedGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
