from enum import StrEnum

class WattenResolvedOptionsSchlecken(StrEnum):
    ALTERNATING = "alternating"
    CUTTER_ONLY = "cutter_only"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
