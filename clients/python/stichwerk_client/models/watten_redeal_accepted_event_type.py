from enum import StrEnum

class WattenRedealAcceptedEventType(StrEnum):
    REDEAL_ACCEPTED = "redeal_accepted"

    def __str__(self) -> str:
        return str(self.value)
