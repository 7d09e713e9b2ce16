from enum import StrEnum

class WattenFoldMoveType(StrEnum):
    FOLD = "fold"

    def __str__(self) -> str:
        return str(self.value)
