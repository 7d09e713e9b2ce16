from enum import StrEnum

class WattenAcceptRedealMoveType(StrEnum):
    ACCEPT_REDEAL = "accept_redeal"

    def __str__(self) -> str:
        return str(self.value)
