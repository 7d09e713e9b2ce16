from enum import StrEnum

class HeartsTrickWonSessionEventType(StrEnum):
    TRICK_WON = "trick_won"

    def __str__(self) -> str:
        return str(self.value)
