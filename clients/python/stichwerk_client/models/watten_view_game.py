from enum import StrEnum

class WattenViewGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
