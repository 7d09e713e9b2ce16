from enum import StrEnum

class WattenTrumpNamedEventType(StrEnum):
    TRUMP_NAMED = "trump_named"

    def __str__(self) -> str:
        return str(self.value)
