from enum import StrEnum

class WattenOptionsTokScope(StrEnum):
    STRICT = "strict"
    TRUMP_HOLDERS = "trump_holders"

    def __str__(self) -> str:
        return str(self.value)
