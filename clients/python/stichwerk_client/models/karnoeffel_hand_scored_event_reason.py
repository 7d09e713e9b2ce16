from enum import StrEnum

class KarnoeffelHandScoredEventReason(StrEnum):
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
