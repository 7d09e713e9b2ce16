from enum import StrEnum

class HeartsHandScoredEventType(StrEnum):
    HAND_SCORED = "hand_scored"

    def __str__(self) -> str:
        return str(self.value)
