from enum import StrEnum

class HeartsSessionCreatedGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
