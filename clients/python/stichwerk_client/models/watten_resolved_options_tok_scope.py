from enum import StrEnum

class WattenResolvedOptionsTokScope(StrEnum):
    STRICT = "strict"
    TRUMP_HOLDERS = "trump_holders"

    def __str__(self) -> str:
        return str(self.value)
