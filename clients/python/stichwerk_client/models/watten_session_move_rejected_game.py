from enum import StrEnum

class WattenSessionMoveRejectedGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
