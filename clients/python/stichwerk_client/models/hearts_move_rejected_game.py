from enum import StrEnum

class HeartsMoveRejectedGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
