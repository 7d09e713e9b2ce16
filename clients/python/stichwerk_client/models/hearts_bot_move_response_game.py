from enum import StrEnum

class HeartsBotMoveResponseGame(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
