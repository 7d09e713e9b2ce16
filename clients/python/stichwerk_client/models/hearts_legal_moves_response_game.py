from enum import StrEnum

class HeartsLegalMovesResponseGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
