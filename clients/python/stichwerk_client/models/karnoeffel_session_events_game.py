from enum import StrEnum

class KarnoeffelSessionEventsGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
