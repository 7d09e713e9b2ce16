from enum import StrEnum

class HeartsChooseMoonMoveType(StrEnum):
    CHOOSE_MOON = "choose_moon"

    def __str__(self) -> str:
        return str(self.value)
