from enum import StrEnum

class KarnoeffelPlayMoveType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
