from enum import StrEnum

class WattenCallRankMoveType(StrEnum):
    CALL_RANK = "call_rank"

    def __str__(self) -> str:
        return str(self.value)
