from enum import StrEnum

class WattenPenaltyEventType(StrEnum):
    PENALTY = "penalty"

    def __str__(self) -> str:
        return str(self.value)
