from enum import StrEnum

class WattenHandDealtSessionEventType(StrEnum):
    HAND_DEALT = "hand_dealt"

    def __str__(self) -> str:
        return str(self.value)
