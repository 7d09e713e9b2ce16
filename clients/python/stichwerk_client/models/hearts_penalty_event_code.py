from enum import StrEnum

class HeartsPenaltyEventCode(StrEnum):
    MUST_FOLLOW_SUIT = "must_follow_suit"

    def __str__(self) -> str:
        return str(self.value)
