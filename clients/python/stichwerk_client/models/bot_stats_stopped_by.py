from enum import StrEnum

class BotStatsStoppedBy(StrEnum):
    BUDGET = "budget"
    CAP = "cap"
    DECIDED = "decided"

    def __str__(self) -> str:
        return str(self.value)
