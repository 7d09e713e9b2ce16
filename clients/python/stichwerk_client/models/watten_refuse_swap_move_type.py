from enum import StrEnum

class WattenRefuseSwapMoveType(StrEnum):
    REFUSE_SWAP = "refuse_swap"

    def __str__(self) -> str:
        return str(self.value)
