from enum import StrEnum

class WattenSchlagNamedSessionEventType(StrEnum):
    SCHLAG_NAMED = "schlag_named"

    def __str__(self) -> str:
        return str(self.value)
