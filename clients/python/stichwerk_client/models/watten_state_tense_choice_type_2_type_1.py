from enum import StrEnum

class WattenStateTenseChoiceType2Type1(StrEnum):
    CONCEDED = "conceded"
    PENDING = "pending"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
