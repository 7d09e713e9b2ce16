from enum import StrEnum

class KarnoeffelMoveRejectedGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
