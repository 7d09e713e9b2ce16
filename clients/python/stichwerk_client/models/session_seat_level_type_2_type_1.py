from enum import StrEnum

class SessionSeatLevelType2Type1(StrEnum):
    EXPERT = "expert"
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
