from enum import StrEnum

class HeartsPenaltyEventType(StrEnum):
    PENALTY = "penalty"

    def __str__(self) -> str:
        return str(self.value)
