from enum import StrEnum

class WattenPenaltySessionEventCode(StrEnum):
    MUST_PLAY_TRUMP_OR_CRITICAL = "must_play_trump_or_critical"

    def __str__(self) -> str:
        return str(self.value)
