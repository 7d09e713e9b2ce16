from enum import StrEnum

class WattenViewSchlagType1(StrEnum):
    A = "A"
    K = "K"
    O = "O"
    T = "T"
    U = "U"
    VALUE_5 = "9"
    VALUE_6 = "8"
    VALUE_7 = "7"
    VALUE_8 = "6"

    def __str__(self) -> str:
        return str(self.value)
