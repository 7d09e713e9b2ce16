from enum import StrEnum

class HeartsGameInfoId(StrEnum):
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
