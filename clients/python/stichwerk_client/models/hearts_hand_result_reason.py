from enum import StrEnum

class HeartsHandResultReason(StrEnum):
    REVOKE = "revoke"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
