from enum import StrEnum

class KarnoeffelSessionMoveAppliedGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
