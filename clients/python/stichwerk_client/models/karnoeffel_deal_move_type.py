from enum import StrEnum

class KarnoeffelDealMoveType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
