from enum import StrEnum

class WattenAcceptSwapMoveType(StrEnum):
    ACCEPT_SWAP = "accept_swap"

    def __str__(self) -> str:
        return str(self.value)
