from enum import StrEnum

class WattenCardPlayedEventType(StrEnum):
    CARD_PLAYED = "card_played"

    def __str__(self) -> str:
        return str(self.value)
