from enum import StrEnum

class WattenOptionsVariant(StrEnum):
    BAVARIAN = "bavarian"
    TYROLEAN = "tyrolean"

    def __str__(self) -> str:
        return str(self.value)
