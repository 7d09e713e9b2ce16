from enum import StrEnum

class SessionHumanSeatRequestKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
