from enum import StrEnum

class WattenTrumpNamedSessionEventType(StrEnum):
    TRUMP_NAMED = "trump_named"

    def __str__(self) -> str:
        return str(self.value)
