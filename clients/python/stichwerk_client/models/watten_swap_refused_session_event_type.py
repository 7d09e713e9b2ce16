from enum import StrEnum

class WattenSwapRefusedSessionEventType(StrEnum):
    SWAP_REFUSED = "swap_refused"

    def __str__(self) -> str:
        return str(self.value)
