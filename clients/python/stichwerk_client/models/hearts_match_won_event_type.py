from enum import StrEnum

class HeartsMatchWonEventType(StrEnum):
    MATCH_WON = "match_won"

    def __str__(self) -> str:
        return str(self.value)
