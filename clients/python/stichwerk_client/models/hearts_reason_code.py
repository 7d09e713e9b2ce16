from enum import StrEnum

class HeartsReasonCode(StrEnum):
    ALREADY_PASSED = "already_passed"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    DUPLICATE_CARD = "duplicate_card"
    HEARTS_NOT_BROKEN = "hearts_not_broken"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_LEAD_LOWEST_CLUB = "must_lead_lowest_club"
    NOT_YOUR_TURN = "not_your_turn"
    NO_POINTS_ON_FIRST_TRICK = "no_points_on_first_trick"
    WRONG_PASS_COUNT = "wrong_pass_count"
    WRONG_PHASE = "wrong_phase"

    def __str__(self) -> str:
        return str(self.value)
