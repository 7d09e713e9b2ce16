from enum import StrEnum

class WattenCallSuitMoveType(StrEnum):
    CALL_SUIT = "call_suit"

    def __str__(self) -> str:
        return str(self.value)
