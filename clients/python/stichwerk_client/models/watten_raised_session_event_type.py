from enum import StrEnum

class WattenRaisedSessionEventType(StrEnum):
    RAISED = "raised"

    def __str__(self) -> str:
        return str(self.value)
