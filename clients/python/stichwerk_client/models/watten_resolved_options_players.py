from enum import IntEnum

class WattenResolvedOptionsPlayers(IntEnum):
    VALUE_4 = 4
    VALUE_2 = 2
    VALUE_3 = 3

    def __str__(self) -> str:
        return str(self.value)
