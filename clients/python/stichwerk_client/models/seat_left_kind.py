from enum import StrEnum

class SeatLeftKind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
