from enum import StrEnum

class WattenOptionsRaiseWindow(StrEnum):
    AFTER_DEAL = "after_deal"
    AFTER_DECLARATION = "after_declaration"

    def __str__(self) -> str:
        return str(self.value)
