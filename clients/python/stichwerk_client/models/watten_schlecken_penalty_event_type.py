from enum import StrEnum

class WattenSchleckenPenaltyEventType(StrEnum):
    SCHLECKEN_PENALTY = "schlecken_penalty"

    def __str__(self) -> str:
        return str(self.value)
