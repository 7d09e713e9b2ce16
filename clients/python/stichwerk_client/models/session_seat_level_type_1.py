from enum import StrEnum

class SessionSeatLevelType1(StrEnum):
    EXPERT = "expert"
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
