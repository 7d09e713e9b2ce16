from enum import StrEnum

class HeartsDealMoveType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
