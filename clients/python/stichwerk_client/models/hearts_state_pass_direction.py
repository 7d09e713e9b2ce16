from enum import StrEnum

class HeartsStatePassDirection(StrEnum):
    ACROSS = "across"
    LEFT = "left"
    NONE = "none"
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
