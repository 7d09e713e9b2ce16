from enum import StrEnum

class WattenLeaveCutCardMoveType(StrEnum):
    LEAVE_CUT_CARD = "leave_cut_card"

    def __str__(self) -> str:
        return str(self.value)
