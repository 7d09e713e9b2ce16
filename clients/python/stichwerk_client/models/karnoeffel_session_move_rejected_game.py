from enum import StrEnum

class KarnoeffelSessionMoveRejectedGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
