from enum import StrEnum

class KarnoeffelReasonCode(StrEnum):
    CARD_NOT_IN_HAND = "card_not_in_hand"
    DEVIL_CANNOT_LEAD_FIRST_TRICK = "devil_cannot_lead_first_trick"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"

    def __str__(self) -> str:
        return str(self.value)
