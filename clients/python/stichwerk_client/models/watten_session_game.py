from enum import StrEnum

class WattenSessionGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
