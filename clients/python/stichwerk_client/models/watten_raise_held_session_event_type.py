from enum import StrEnum

class WattenRaiseHeldSessionEventType(StrEnum):
    RAISE_HELD = "raise_held"

    def __str__(self) -> str:
        return str(self.value)
