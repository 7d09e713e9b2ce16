from enum import StrEnum

class HeartsHandDealtSessionEventType(StrEnum):
    HAND_DEALT = "hand_dealt"

    def __str__(self) -> str:
        return str(self.value)
