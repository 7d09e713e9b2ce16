from enum import StrEnum

class KarnoeffelSessionCreatedGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
