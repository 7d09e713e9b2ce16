from enum import StrEnum

class HeartsHandDealtEventPassDirection(StrEnum):
    ACROSS = "across"
    LEFT = "left"
    NONE = "none"
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
