from enum import StrEnum

class KarnoeffelBotMoveResponseLevel(StrEnum):
    EXPERT = "expert"
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
