from enum import IntEnum

class HeartsResolvedOptionsPlayers(IntEnum):
    VALUE_4 = 4
    VALUE_3 = 3
    VALUE_5 = 5
    VALUE_6 = 6

    def __str__(self) -> str:
        return str(self.value)
