from enum import StrEnum

class WattenGameInfoId(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
