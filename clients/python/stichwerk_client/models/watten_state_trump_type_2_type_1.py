from enum import StrEnum

class WattenStateTrumpType2Type1(StrEnum):
    E = "E"
    G = "G"
    H = "H"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
