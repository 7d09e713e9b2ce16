from enum import StrEnum

class WattenResolvedOptionsRaiseCapType1(StrEnum):
    POINTS_TO_WIN = "points_to_win"

    def __str__(self) -> str:
        return str(self.value)
