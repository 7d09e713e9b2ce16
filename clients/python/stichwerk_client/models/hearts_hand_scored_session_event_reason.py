from enum import StrEnum

class HeartsHandScoredSessionEventReason(StrEnum):
    REVOKE = "revoke"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
