from enum import StrEnum

class WattenMoveRejectedGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
