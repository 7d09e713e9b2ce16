from enum import StrEnum

class SeatLeftSessionEventType(StrEnum):
    SEAT_LEFT = "seat_left"

    def __str__(self) -> str:
        return str(self.value)
