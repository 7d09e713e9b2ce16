from enum import StrEnum

class MoveFieldInfoKind(StrEnum):
    CARD = "card"
    CARDS = "cards"
    ENUM = "enum"
    HANDS = "hands"
    INT = "int"
    RANK = "rank"
    SUIT = "suit"

    def __str__(self) -> str:
        return str(self.value)
