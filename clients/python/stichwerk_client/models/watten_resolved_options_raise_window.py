from enum import StrEnum

class WattenResolvedOptionsRaiseWindow(StrEnum):
    AFTER_DEAL = "after_deal"
    AFTER_DECLARATION = "after_declaration"

    def __str__(self) -> str:
        return str(self.value)
