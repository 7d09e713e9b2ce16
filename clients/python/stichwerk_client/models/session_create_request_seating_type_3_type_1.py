from enum import StrEnum

class SessionCreateRequestSeatingType3Type1(StrEnum):
    INVITE = "invite"
    TOKENS = "tokens"

    def __str__(self) -> str:
        return str(self.value)
