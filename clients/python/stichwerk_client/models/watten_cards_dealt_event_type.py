from enum import StrEnum

class WattenCardsDealtEventType(StrEnum):
    CARDS_DEALT = "cards_dealt"

    def __str__(self) -> str:
        return str(self.value)
