from enum import StrEnum

class SessionStartedSessionEventType(StrEnum):
    SESSION_STARTED = "session_started"

    def __str__(self) -> str:
        return str(self.value)
