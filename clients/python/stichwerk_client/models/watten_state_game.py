from enum import StrEnum

class WattenStateGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
