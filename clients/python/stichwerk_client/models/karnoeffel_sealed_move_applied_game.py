from enum import StrEnum

class KarnoeffelSealedMoveAppliedGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
