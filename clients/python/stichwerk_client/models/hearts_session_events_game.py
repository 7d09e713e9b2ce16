from enum import StrEnum

class HeartsSessionEventsGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
