from enum import StrEnum

class WattenFoldedSessionEventType(StrEnum):
    FOLDED = "folded"

    def __str__(self) -> str:
        return str(self.value)
