from enum import StrEnum

class WattenViewSwap(StrEnum):
    ACCEPTED = "accepted"
    NONE = "none"
    OFFERED = "offered"
    REFUSED = "refused"

    def __str__(self) -> str:
        return str(self.value)
