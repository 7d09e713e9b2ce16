from enum import StrEnum

class WattenTakeCutCardMoveType(StrEnum):
    TAKE_CUT_CARD = "take_cut_card"

    def __str__(self) -> str:
        return str(self.value)
