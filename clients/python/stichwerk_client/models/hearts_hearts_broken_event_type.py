from enum import StrEnum

class HeartsHeartsBrokenEventType(StrEnum):
    HEARTS_BROKEN = "hearts_broken"

    def __str__(self) -> str:
        return str(self.value)
