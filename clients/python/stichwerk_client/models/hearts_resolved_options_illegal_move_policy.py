from enum import StrEnum

class HeartsResolvedOptionsIllegalMovePolicy(StrEnum):
    PENALIZE = "penalize"
    REJECT = "reject"

    def __str__(self) -> str:
        return str(self.value)
