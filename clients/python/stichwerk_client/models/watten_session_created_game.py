from enum import StrEnum

class WattenSessionCreatedGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
