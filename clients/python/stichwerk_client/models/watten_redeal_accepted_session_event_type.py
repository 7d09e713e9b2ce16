from enum import StrEnum

class WattenRedealAcceptedSessionEventType(StrEnum):
    REDEAL_ACCEPTED = "redeal_accepted"

    def __str__(self) -> str:
        return str(self.value)
