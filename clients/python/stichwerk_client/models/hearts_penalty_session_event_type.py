from enum import StrEnum

class HeartsPenaltySessionEventType(StrEnum):
    PENALTY = "penalty"

    def __str__(self) -> str:
        return str(self.value)
