from enum import StrEnum

class KarnoeffelMoveAppliedGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
