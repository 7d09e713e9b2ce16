from enum import StrEnum

class KarnoeffelSessionMoveAppliedStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
