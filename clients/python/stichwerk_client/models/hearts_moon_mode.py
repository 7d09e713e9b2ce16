from enum import StrEnum

class HeartsMoonMode(StrEnum):
    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_SELF = "subtract_self"

    def __str__(self) -> str:
        return str(self.value)
