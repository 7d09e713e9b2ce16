from enum import StrEnum

class KarnoeffelHandScoredSessionEventReason(StrEnum):
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)
