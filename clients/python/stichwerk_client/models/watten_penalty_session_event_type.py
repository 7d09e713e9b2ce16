from enum import StrEnum

class WattenPenaltySessionEventType(StrEnum):
    PENALTY = "penalty"

    def __str__(self) -> str:
        return str(self.value)
