from enum import StrEnum

class KarnoeffelGameInfoId(StrEnum):
    KARNOEFFEL = "karnoeffel"

    def __str__(self) -> str:
        return str(self.value)
