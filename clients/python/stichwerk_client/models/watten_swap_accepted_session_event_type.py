from enum import StrEnum

class WattenSwapAcceptedSessionEventType(StrEnum):
    SWAP_ACCEPTED = "swap_accepted"

    def __str__(self) -> str:
        return str(self.value)
