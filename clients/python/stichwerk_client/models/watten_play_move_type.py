from enum import StrEnum

class WattenPlayMoveType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
