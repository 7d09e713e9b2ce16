from enum import StrEnum

class WattenFoldedEventType(StrEnum):
    FOLDED = "folded"

    def __str__(self) -> str:
        return str(self.value)
