from enum import StrEnum

class WattenResolvedOptionsTenseMode(StrEnum):
    PAGAT = "pagat"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
