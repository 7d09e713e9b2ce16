from enum import StrEnum

class HeartsViewPhase(StrEnum):
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"
    MOON_CHOICE = "moon_choice"
    PASSING = "passing"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
