from enum import StrEnum

class WattenHandEndReason(StrEnum):
    CONCEDED = "conceded"
    FOLD = "fold"
    PENALTY = "penalty"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
