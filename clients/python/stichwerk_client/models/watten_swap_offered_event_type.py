from enum import StrEnum

class WattenSwapOfferedEventType(StrEnum):
    SWAP_OFFERED = "swap_offered"

    def __str__(self) -> str:
        return str(self.value)
