from enum import StrEnum

class KarnoeffelHandEndReason(StrEnum):
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
