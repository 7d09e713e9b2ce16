from enum import StrEnum

class WattenRedealRefusedEventType(StrEnum):
    REDEAL_REFUSED = "redeal_refused"

    def __str__(self) -> str:
        return str(self.value)
