from enum import StrEnum

class WattenReasonCode(StrEnum):
    CALL_NOT_ALLOWED = "call_not_allowed"
    CANNOT_ANSWER_OWN_RAISE = "cannot_answer_own_raise"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    CUT_CARD_NOT_CRITICAL = "cut_card_not_critical"
    MUST_FOLLOW_TRUMP = "must_follow_trump"
    MUST_HOLD_SCHLAG_RANK = "must_hold_schlag_rank"
    MUST_PLAY_TRUMP_OR_CRITICAL = "must_play_trump_or_critical"
    NOTHING_TO_ANSWER = "nothing_to_answer"
    NOT_YOUR_TURN = "not_your_turn"
    NO_RAISING_WHEN_TENSE = "no_raising_when_tense"
    RAISE_ALREADY_PENDING = "raise_already_pending"
    RAISE_ALTERNATION = "raise_alternation"
    RAISE_CAP_REACHED = "raise_cap_reached"
    RAISE_NOT_ALLOWED_YET = "raise_not_allowed_yet"
    RAISE_PENDING = "raise_pending"
    RANK_NOT_IN_GAME = "rank_not_in_game"
    REDEAL_NOT_ALLOWED = "redeal_not_allowed"
    SIDE_IS_TENSE = "side_is_tense"
    SWAP_NOT_ALLOWED = "swap_not_allowed"
    WRONG_PHASE = "wrong_phase"

    def __str__(self) -> str:
        return str(self.value)
