from enum import StrEnum

class HeartsHandEndReason(StrEnum):
    REVOKE = "revoke"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
