from enum import StrEnum

class WattenRaiseMoveType(StrEnum):
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
