from enum import StrEnum

class WattenTensePlaysEventType(StrEnum):
    TENSE_PLAYS = "tense_plays"

    def __str__(self) -> str:
        return str(self.value)
