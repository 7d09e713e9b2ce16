from enum import StrEnum

class WattenViewTenseChoiceType1(StrEnum):
    CONCEDED = "conceded"
    PENDING = "pending"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
