from enum import StrEnum

class WattenCallSuitMoveSuit(StrEnum):
    E = "E"
    G = "G"
    H = "H"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
