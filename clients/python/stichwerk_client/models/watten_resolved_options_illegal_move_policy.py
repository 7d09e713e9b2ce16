from enum import StrEnum

class WattenResolvedOptionsIllegalMovePolicy(StrEnum):
    PENALIZE = "penalize"
    REJECT = "reject"

    def __str__(self) -> str:
        return str(self.value)
