from enum import IntEnum

class KarnoeffelOptionsPlayers(IntEnum):
    VALUE_4 = 4
    VALUE_2 = 2

    def __str__(self) -> str:
        return str(self.value)
