from enum import StrEnum

class GameId(StrEnum):
    HEARTS = "hearts"
    KARNOEFFEL = "karnoeffel"
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
