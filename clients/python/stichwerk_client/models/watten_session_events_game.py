from enum import StrEnum

class WattenSessionEventsGame(StrEnum):
    WATTEN = "watten"

    def __str__(self) -> str:
        return str(self.value)
