from enum import StrEnum

class WattenRefuseRedealMoveType(StrEnum):
    REFUSE_REDEAL = "refuse_redeal"

    def __str__(self) -> str:
        return str(self.value)
