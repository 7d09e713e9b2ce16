from enum import StrEnum

class WattenRedealRequestedEventType(StrEnum):
    REDEAL_REQUESTED = "redeal_requested"

    def __str__(self) -> str:
        return str(self.value)
