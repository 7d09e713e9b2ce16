from enum import StrEnum

class WattenOptionsTenseValueAppliesTo(StrEnum):
    BOTH = "both"
    TENSE_SIDE_ONLY = "tense_side_only"

    def __str__(self) -> str:
        return str(self.value)
