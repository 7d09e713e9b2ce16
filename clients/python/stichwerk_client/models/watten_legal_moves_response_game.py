from enum import StrEnum

class WattenLegalMovesResponseGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
