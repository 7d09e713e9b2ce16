from enum import StrEnum

class WattenSchlagNamedEventType(StrEnum):
    SCHLAG_NAMED = "schlag_named"

    def __str__(self) -> str:
        return str(self.value)
