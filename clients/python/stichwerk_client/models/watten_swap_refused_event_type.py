from enum import StrEnum

class WattenSwapRefusedEventType(StrEnum):
    SWAP_REFUSED = "swap_refused"

    def __str__(self) -> str:
        return str(self.value)
