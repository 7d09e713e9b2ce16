from enum import StrEnum

class SessionBotSeatRequestKind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
