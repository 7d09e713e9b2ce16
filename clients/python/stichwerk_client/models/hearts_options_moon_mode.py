from enum import StrEnum

class HeartsOptionsMoonMode(StrEnum):
    ADD_TO_OTHERS = "add_to_others"
    SHOOTER_CHOICE = "shooter_choice"
    SUBTRACT_SELF = "subtract_self"

    def __str__(self) -> str:
        return str(self.value)
