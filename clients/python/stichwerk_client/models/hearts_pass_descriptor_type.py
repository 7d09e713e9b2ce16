from enum import StrEnum

class HeartsPassDescriptorType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
