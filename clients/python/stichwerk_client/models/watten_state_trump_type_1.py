from enum import StrEnum

class WattenStateTrumpType1(StrEnum):
    E = "E"
    G = "G"
    H = "H"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
