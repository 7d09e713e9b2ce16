from enum import StrEnum

class SeedRevealedSessionEventType(StrEnum):
    SEED_REVEALED = "seed_revealed"

    def __str__(self) -> str:
        return str(self.value)
