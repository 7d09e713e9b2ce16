from enum import StrEnum

class KarnoeffelBotMoveResponseGame(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
