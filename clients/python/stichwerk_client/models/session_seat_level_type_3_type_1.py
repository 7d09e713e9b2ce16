from enum import StrEnum

class SessionSeatLevelType3Type1(StrEnum):
    EXPERT = "expert"
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
