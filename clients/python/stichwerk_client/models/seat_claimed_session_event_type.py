from enum import StrEnum

class SeatClaimedSessionEventType(StrEnum):
    SEAT_CLAIMED = "seat_claimed"

    def __str__(self) -> str:
        return str(self.value)
