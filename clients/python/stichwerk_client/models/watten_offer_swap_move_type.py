from enum import StrEnum

class WattenOfferSwapMoveType(StrEnum):
    OFFER_SWAP = "offer_swap"

    def __str__(self) -> str:
        return str(self.value)
