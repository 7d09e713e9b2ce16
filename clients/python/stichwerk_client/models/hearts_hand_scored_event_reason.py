from enum import StrEnum

class HeartsHandScoredEventReason(StrEnum):
    REVOKE = "revoke"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
