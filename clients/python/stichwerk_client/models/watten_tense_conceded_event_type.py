from enum import StrEnum

class WattenTenseConcededEventType(StrEnum):
    TENSE_CONCEDED = "tense_conceded"

    def __str__(self) -> str:
        return str(self.value)
