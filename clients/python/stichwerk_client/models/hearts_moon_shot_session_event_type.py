from enum import StrEnum

class HeartsMoonShotSessionEventType(StrEnum):
    MOON_SHOT = "moon_shot"

    def __str__(self) -> str:
        return str(self.value)
