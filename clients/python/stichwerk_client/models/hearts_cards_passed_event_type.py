from enum import StrEnum

class HeartsCardsPassedEventType(StrEnum):
    CARDS_PASSED = "cards_passed"

    def __str__(self) -> str:
        return str(self.value)
