from enum import StrEnum

class WattenCutCardLeftEventType(StrEnum):
    CUT_CARD_LEFT = "cut_card_left"

    def __str__(self) -> str:
        return str(self.value)
