from enum import StrEnum

class KarnoeffelStatePhase(StrEnum):
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
