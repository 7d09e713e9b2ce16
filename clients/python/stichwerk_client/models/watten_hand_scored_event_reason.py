from enum import StrEnum

class WattenHandScoredEventReason(StrEnum):
    CONCEDED = "conceded"
    FOLD = "fold"
    PENALTY = "penalty"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
