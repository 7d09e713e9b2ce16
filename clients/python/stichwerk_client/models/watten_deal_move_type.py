from enum import StrEnum

class WattenDealMoveType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
