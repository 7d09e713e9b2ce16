from enum import StrEnum

class KarnoeffelViewChosenSuit(StrEnum):
    E = "E"
    G = "G"
    H = "H"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
