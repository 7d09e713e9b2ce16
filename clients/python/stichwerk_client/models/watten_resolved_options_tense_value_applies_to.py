from enum import StrEnum

class WattenResolvedOptionsTenseValueAppliesTo(StrEnum):
    BOTH = "both"
    TENSE_SIDE_ONLY = "tense_side_only"

    def __str__(self) -> str:
        return str(self.value)
