from enum import StrEnum

class WattenRequestRedealMoveType(StrEnum):
    REQUEST_REDEAL = "request_redeal"

    def __str__(self) -> str:
        return str(self.value)
