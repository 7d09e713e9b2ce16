from enum import StrEnum

class WattenOptionsTokMode(StrEnum):
    AUTO = "auto"
    OFF = "off"
    ON_CALL = "on_call"

    def __str__(self) -> str:
        return str(self.value)
