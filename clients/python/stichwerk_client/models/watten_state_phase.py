from enum import StrEnum

class WattenStatePhase(StrEnum):
    CALL_RANK = "call_rank"
    CALL_SUIT = "call_suit"
    CUT = "cut"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"
    PLAY = "play"
    REDEAL_ANSWER = "redeal_answer"
    SWAP_ANSWER = "swap_answer"
    TENSE_CHOICE = "tense_choice"

    def __str__(self) -> str:
        return str(self.value)
