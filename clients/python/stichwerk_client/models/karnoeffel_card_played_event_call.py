from enum import StrEnum

class KarnoeffelCardPlayedEventCall(StrEnum):
    TRUMPF_ODER_KRITISCH = "trumpf_oder_kritisch"

    def __str__(self) -> str:
        return str(self.value)
