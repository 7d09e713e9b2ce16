from enum import StrEnum

class WattenTenseConcededSessionEventType(StrEnum):
    TENSE_CONCEDED = "tense_conceded"

    def __str__(self) -> str:
        return str(self.value)
