from enum import StrEnum

class WattenHoldMoveType(StrEnum):
    HOLD = "hold"

    def __str__(self) -> str:
        return str(self.value)
