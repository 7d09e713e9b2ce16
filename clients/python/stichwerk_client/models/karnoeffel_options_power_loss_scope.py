from enum import StrEnum

class KarnoeffelOptionsPowerLossScope(StrEnum):
    ANY_SUIT = "any_suit"
    LED_SUIT = "led_suit"

    def __str__(self) -> str:
        return str(self.value)
