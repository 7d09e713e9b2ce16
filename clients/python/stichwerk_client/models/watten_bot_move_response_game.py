from enum import StrEnum

class WattenBotMoveResponseGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
