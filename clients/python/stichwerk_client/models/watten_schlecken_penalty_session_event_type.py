from enum import StrEnum

class WattenSchleckenPenaltySessionEventType(StrEnum):
    SCHLECKEN_PENALTY = "schlecken_penalty"

    def __str__(self) -> str:
        return str(self.value)
