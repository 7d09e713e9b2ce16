from enum import StrEnum

class WattenRaisedEventType(StrEnum):
    RAISED = "raised"

    def __str__(self) -> str:
        return str(self.value)
