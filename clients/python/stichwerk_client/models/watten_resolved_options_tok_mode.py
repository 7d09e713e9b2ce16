from enum import StrEnum

class WattenResolvedOptionsTokMode(StrEnum):
    AUTO = "auto"
    OFF = "off"
    ON_CALL = "on_call"

    def __str__(self) -> str:
        return str(self.value)
