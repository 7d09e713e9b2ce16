from enum import StrEnum

class WattenTensePlaysSessionEventType(StrEnum):
    TENSE_PLAYS = "tense_plays"

    def __str__(self) -> str:
        return str(self.value)
