from enum import StrEnum

class KarnoeffelLegalMovesResponseGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
