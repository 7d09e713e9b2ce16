from enum import StrEnum

class HeartsOptionsTiePolicy(StrEnum):
    PLAY_ON = "play_on"
    SHARE = "share"

    def __str__(self) -> str:
        return str(self.value)
