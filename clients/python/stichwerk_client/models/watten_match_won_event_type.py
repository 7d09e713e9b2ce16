from enum import StrEnum

class WattenMatchWonEventType(StrEnum):
    MATCH_WON = "match_won"

    def __str__(self) -> str:
        return str(self.value)
