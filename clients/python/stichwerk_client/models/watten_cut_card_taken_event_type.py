from enum import StrEnum

class WattenCutCardTakenEventType(StrEnum):
    CUT_CARD_TAKEN = "cut_card_taken"

    def __str__(self) -> str:
        return str(self.value)
