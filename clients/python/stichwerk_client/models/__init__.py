""" Contains all the data models used in inputs/outputs """

from .bot_level import BotLevel
from .bot_move_request_with_state import BotMoveRequestWithState
from .bot_move_request_with_state_token import BotMoveRequestWithStateToken
from .bot_stats import BotStats
from .bot_stats_stopped_by import BotStatsStoppedBy
from .card_info import CardInfo
from .deal_request import DealRequest
from .error import Error
from .error_code import ErrorCode
from .error_errors import ErrorErrors
from .front_door import FrontDoor
from .front_door_links import FrontDoorLinks
from .game_id import GameId
from .game_list import GameList
from .game_summary import GameSummary
from .health import Health
from .health_status import HealthStatus
from .hearts_bot_estimate import HeartsBotEstimate
from .hearts_bot_move_response import HeartsBotMoveResponse
from .hearts_bot_move_response_game import HeartsBotMoveResponseGame
from .hearts_bot_move_response_level import HeartsBotMoveResponseLevel
from .hearts_card import HeartsCard
from .hearts_card_played_event import HeartsCardPlayedEvent
from .hearts_card_played_event_type import HeartsCardPlayedEventType
from .hearts_card_played_session_event import HeartsCardPlayedSessionEvent
from .hearts_card_played_session_event_type import HeartsCardPlayedSessionEventType
from .hearts_cards_exchanged_event import HeartsCardsExchangedEvent
from .hearts_cards_exchanged_event_direction import HeartsCardsExchangedEventDirection
from .hearts_cards_exchanged_event_type import HeartsCardsExchangedEventType
from .hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent
from .hearts_cards_exchanged_session_event_direction import HeartsCardsExchangedSessionEventDirection
from .hearts_cards_exchanged_session_event_type import HeartsCardsExchangedSessionEventType
from .hearts_cards_passed_event import HeartsCardsPassedEvent
from .hearts_cards_passed_event_type import HeartsCardsPassedEventType
from .hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent
from .hearts_cards_passed_session_event_type import HeartsCardsPassedSessionEventType
from .hearts_choose_moon_move import HeartsChooseMoonMove
from .hearts_choose_moon_move_mode import HeartsChooseMoonMoveMode
from .hearts_choose_moon_move_type import HeartsChooseMoonMoveType
from .hearts_completed_trick import HeartsCompletedTrick
from .hearts_deal_move import HeartsDealMove
from .hearts_deal_move_type import HeartsDealMoveType
from .hearts_game_info import HeartsGameInfo
from .hearts_game_info_id import HeartsGameInfoId
from .hearts_game_info_move_types import HeartsGameInfoMoveTypes
from .hearts_game_info_move_types_additional_property import HeartsGameInfoMoveTypesAdditionalProperty
from .hearts_game_info_presets import HeartsGameInfoPresets
from .hearts_game_info_reason_codes import HeartsGameInfoReasonCodes
from .hearts_hand_dealt_event import HeartsHandDealtEvent
from .hearts_hand_dealt_event_pass_direction import HeartsHandDealtEventPassDirection
from .hearts_hand_dealt_event_type import HeartsHandDealtEventType
from .hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent
from .hearts_hand_dealt_session_event_pass_direction import HeartsHandDealtSessionEventPassDirection
from .hearts_hand_dealt_session_event_type import HeartsHandDealtSessionEventType
from .hearts_hand_end_reason import HeartsHandEndReason
from .hearts_hand_outcome import HeartsHandOutcome
from .hearts_hand_result import HeartsHandResult
from .hearts_hand_result_reason import HeartsHandResultReason
from .hearts_hand_scored_event import HeartsHandScoredEvent
from .hearts_hand_scored_event_reason import HeartsHandScoredEventReason
from .hearts_hand_scored_event_type import HeartsHandScoredEventType
from .hearts_hand_scored_session_event import HeartsHandScoredSessionEvent
from .hearts_hand_scored_session_event_reason import HeartsHandScoredSessionEventReason
from .hearts_hand_scored_session_event_type import HeartsHandScoredSessionEventType
from .hearts_hearts_broken_event import HeartsHeartsBrokenEvent
from .hearts_hearts_broken_event_type import HeartsHeartsBrokenEventType
from .hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent
from .hearts_hearts_broken_session_event_type import HeartsHeartsBrokenSessionEventType
from .hearts_illegal_card import HeartsIllegalCard
from .hearts_legal_moves_response import HeartsLegalMovesResponse
from .hearts_legal_moves_response_game import HeartsLegalMovesResponseGame
from .hearts_match_won_event import HeartsMatchWonEvent
from .hearts_match_won_event_type import HeartsMatchWonEventType
from .hearts_match_won_session_event import HeartsMatchWonSessionEvent
from .hearts_match_won_session_event_type import HeartsMatchWonSessionEventType
from .hearts_moon import HeartsMoon
from .hearts_moon_mode import HeartsMoonMode
from .hearts_moon_shot_event import HeartsMoonShotEvent
from .hearts_moon_shot_event_mode import HeartsMoonShotEventMode
from .hearts_moon_shot_event_type import HeartsMoonShotEventType
from .hearts_moon_shot_session_event import HeartsMoonShotSessionEvent
from .hearts_moon_shot_session_event_mode import HeartsMoonShotSessionEventMode
from .hearts_moon_shot_session_event_type import HeartsMoonShotSessionEventType
from .hearts_move_applied import HeartsMoveApplied
from .hearts_move_applied_game import HeartsMoveAppliedGame
from .hearts_move_rejected import HeartsMoveRejected
from .hearts_move_rejected_game import HeartsMoveRejectedGame
from .hearts_options import HeartsOptions
from .hearts_options_illegal_move_policy import HeartsOptionsIllegalMovePolicy
from .hearts_options_moon_mode import HeartsOptionsMoonMode
from .hearts_options_pass_cycle_item import HeartsOptionsPassCycleItem
from .hearts_options_players import HeartsOptionsPlayers
from .hearts_options_tie_policy import HeartsOptionsTiePolicy
from .hearts_pass_descriptor import HeartsPassDescriptor
from .hearts_pass_descriptor_type import HeartsPassDescriptorType
from .hearts_pass_move import HeartsPassMove
from .hearts_pass_move_type import HeartsPassMoveType
from .hearts_penalty_event import HeartsPenaltyEvent
from .hearts_penalty_event_code import HeartsPenaltyEventCode
from .hearts_penalty_event_type import HeartsPenaltyEventType
from .hearts_penalty_session_event import HeartsPenaltySessionEvent
from .hearts_penalty_session_event_code import HeartsPenaltySessionEventCode
from .hearts_penalty_session_event_type import HeartsPenaltySessionEventType
from .hearts_play import HeartsPlay
from .hearts_play_move import HeartsPlayMove
from .hearts_play_move_type import HeartsPlayMoveType
from .hearts_reason_code import HeartsReasonCode
from .hearts_resolved_options import HeartsResolvedOptions
from .hearts_resolved_options_illegal_move_policy import HeartsResolvedOptionsIllegalMovePolicy
from .hearts_resolved_options_moon_mode import HeartsResolvedOptionsMoonMode
from .hearts_resolved_options_pass_cycle_item import HeartsResolvedOptionsPassCycleItem
from .hearts_resolved_options_players import HeartsResolvedOptionsPlayers
from .hearts_resolved_options_tie_policy import HeartsResolvedOptionsTiePolicy
from .hearts_revoke import HeartsRevoke
from .hearts_sealed_move_applied import HeartsSealedMoveApplied
from .hearts_sealed_move_applied_game import HeartsSealedMoveAppliedGame
from .hearts_session import HeartsSession
from .hearts_session_created import HeartsSessionCreated
from .hearts_session_created_game import HeartsSessionCreatedGame
from .hearts_session_created_status import HeartsSessionCreatedStatus
from .hearts_session_events import HeartsSessionEvents
from .hearts_session_events_game import HeartsSessionEventsGame
from .hearts_session_game import HeartsSessionGame
from .hearts_session_hand_end import HeartsSessionHandEnd
from .hearts_session_move_applied import HeartsSessionMoveApplied
from .hearts_session_move_applied_game import HeartsSessionMoveAppliedGame
from .hearts_session_move_applied_status import HeartsSessionMoveAppliedStatus
from .hearts_session_move_rejected import HeartsSessionMoveRejected
from .hearts_session_move_rejected_game import HeartsSessionMoveRejectedGame
from .hearts_session_role import HeartsSessionRole
from .hearts_session_status import HeartsSessionStatus
from .hearts_state import HeartsState
from .hearts_state_game import HeartsStateGame
from .hearts_state_pass_direction import HeartsStatePassDirection
from .hearts_state_phase import HeartsStatePhase
from .hearts_trick import HeartsTrick
from .hearts_trick_result import HeartsTrickResult
from .hearts_trick_result_play import HeartsTrickResultPlay
from .hearts_trick_won_event import HeartsTrickWonEvent
from .hearts_trick_won_event_trick import HeartsTrickWonEventTrick
from .hearts_trick_won_event_type import HeartsTrickWonEventType
from .hearts_trick_won_session_event import HeartsTrickWonSessionEvent
from .hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick
from .hearts_trick_won_session_event_type import HeartsTrickWonSessionEventType
from .hearts_view import HeartsView
from .hearts_view_game import HeartsViewGame
from .hearts_view_pass_direction import HeartsViewPassDirection
from .hearts_view_phase import HeartsViewPhase
from .hearts_violation import HeartsViolation
from .invitation import Invitation
from .karnoeffel_bot_estimate import KarnoeffelBotEstimate
from .karnoeffel_bot_move_response import KarnoeffelBotMoveResponse
from .karnoeffel_bot_move_response_game import KarnoeffelBotMoveResponseGame
from .karnoeffel_bot_move_response_level import KarnoeffelBotMoveResponseLevel
from .karnoeffel_card import KarnoeffelCard
from .karnoeffel_card_played_event import KarnoeffelCardPlayedEvent
from .karnoeffel_card_played_event_type import KarnoeffelCardPlayedEventType
from .karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent
from .karnoeffel_card_played_session_event_type import KarnoeffelCardPlayedSessionEventType
from .karnoeffel_completed_trick import KarnoeffelCompletedTrick
from .karnoeffel_deal_move import KarnoeffelDealMove
from .karnoeffel_deal_move_type import KarnoeffelDealMoveType
from .karnoeffel_game_info import KarnoeffelGameInfo
from .karnoeffel_game_info_id import KarnoeffelGameInfoId
from .karnoeffel_game_info_move_types import KarnoeffelGameInfoMoveTypes
from .karnoeffel_game_info_move_types_additional_property import KarnoeffelGameInfoMoveTypesAdditionalProperty
from .karnoeffel_game_info_presets import KarnoeffelGameInfoPresets
from .karnoeffel_game_info_reason_codes import KarnoeffelGameInfoReasonCodes
from .karnoeffel_hand_dealt_event import KarnoeffelHandDealtEvent
from .karnoeffel_hand_dealt_event_type import KarnoeffelHandDealtEventType
from .karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent
from .karnoeffel_hand_dealt_session_event_type import KarnoeffelHandDealtSessionEventType
from .karnoeffel_hand_end_reason import KarnoeffelHandEndReason
from .karnoeffel_hand_outcome import KarnoeffelHandOutcome
from .karnoeffel_hand_result import KarnoeffelHandResult
from .karnoeffel_hand_scored_event import KarnoeffelHandScoredEvent
from .karnoeffel_hand_scored_event_reason import KarnoeffelHandScoredEventReason
from .karnoeffel_hand_scored_event_type import KarnoeffelHandScoredEventType
from .karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent
from .karnoeffel_hand_scored_session_event_reason import KarnoeffelHandScoredSessionEventReason
from .karnoeffel_hand_scored_session_event_type import KarnoeffelHandScoredSessionEventType
from .karnoeffel_illegal_card import KarnoeffelIllegalCard
from .karnoeffel_legal_moves_response import KarnoeffelLegalMovesResponse
from .karnoeffel_legal_moves_response_game import KarnoeffelLegalMovesResponseGame
from .karnoeffel_match_won_event import KarnoeffelMatchWonEvent
from .karnoeffel_match_won_event_type import KarnoeffelMatchWonEventType
from .karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent
from .karnoeffel_match_won_session_event_type import KarnoeffelMatchWonSessionEventType
from .karnoeffel_move_applied import KarnoeffelMoveApplied
from .karnoeffel_move_applied_game import KarnoeffelMoveAppliedGame
from .karnoeffel_move_rejected import KarnoeffelMoveRejected
from .karnoeffel_move_rejected_game import KarnoeffelMoveRejectedGame
from .karnoeffel_options import KarnoeffelOptions
from .karnoeffel_options_players import KarnoeffelOptionsPlayers
from .karnoeffel_options_power_loss_scope import KarnoeffelOptionsPowerLossScope
from .karnoeffel_play import KarnoeffelPlay
from .karnoeffel_play_move import KarnoeffelPlayMove
from .karnoeffel_play_move_type import KarnoeffelPlayMoveType
from .karnoeffel_reason_code import KarnoeffelReasonCode
from .karnoeffel_resolved_options import KarnoeffelResolvedOptions
from .karnoeffel_resolved_options_players import KarnoeffelResolvedOptionsPlayers
from .karnoeffel_resolved_options_power_loss_scope import KarnoeffelResolvedOptionsPowerLossScope
from .karnoeffel_sealed_move_applied import KarnoeffelSealedMoveApplied
from .karnoeffel_sealed_move_applied_game import KarnoeffelSealedMoveAppliedGame
from .karnoeffel_session import KarnoeffelSession
from .karnoeffel_session_created import KarnoeffelSessionCreated
from .karnoeffel_session_created_game import KarnoeffelSessionCreatedGame
from .karnoeffel_session_created_status import KarnoeffelSessionCreatedStatus
from .karnoeffel_session_events import KarnoeffelSessionEvents
from .karnoeffel_session_events_game import KarnoeffelSessionEventsGame
from .karnoeffel_session_game import KarnoeffelSessionGame
from .karnoeffel_session_hand_end import KarnoeffelSessionHandEnd
from .karnoeffel_session_move_applied import KarnoeffelSessionMoveApplied
from .karnoeffel_session_move_applied_game import KarnoeffelSessionMoveAppliedGame
from .karnoeffel_session_move_applied_status import KarnoeffelSessionMoveAppliedStatus
from .karnoeffel_session_move_rejected import KarnoeffelSessionMoveRejected
from .karnoeffel_session_move_rejected_game import KarnoeffelSessionMoveRejectedGame
from .karnoeffel_session_role import KarnoeffelSessionRole
from .karnoeffel_session_status import KarnoeffelSessionStatus
from .karnoeffel_state import KarnoeffelState
from .karnoeffel_state_chosen_suit import KarnoeffelStateChosenSuit
from .karnoeffel_state_game import KarnoeffelStateGame
from .karnoeffel_state_phase import KarnoeffelStatePhase
from .karnoeffel_trick import KarnoeffelTrick
from .karnoeffel_trick_result import KarnoeffelTrickResult
from .karnoeffel_trick_result_play import KarnoeffelTrickResultPlay
from .karnoeffel_trick_won_event import KarnoeffelTrickWonEvent
from .karnoeffel_trick_won_event_trick import KarnoeffelTrickWonEventTrick
from .karnoeffel_trick_won_event_type import KarnoeffelTrickWonEventType
from .karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent
from .karnoeffel_trick_won_session_event_trick import KarnoeffelTrickWonSessionEventTrick
from .karnoeffel_trick_won_session_event_type import KarnoeffelTrickWonSessionEventType
from .karnoeffel_view import KarnoeffelView
from .karnoeffel_view_chosen_suit import KarnoeffelViewChosenSuit
from .karnoeffel_view_game import KarnoeffelViewGame
from .karnoeffel_view_phase import KarnoeffelViewPhase
from .karnoeffel_violation import KarnoeffelViolation
from .legal_moves_request_with_state import LegalMovesRequestWithState
from .legal_moves_request_with_state_token import LegalMovesRequestWithStateToken
from .match_result import MatchResult
from .move_field_info import MoveFieldInfo
from .move_field_info_kind import MoveFieldInfoKind
from .move_request_with_state import MoveRequestWithState
from .move_request_with_state_token import MoveRequestWithStateToken
from .new_state_request import NewStateRequest
from .option_info import OptionInfo
from .option_info_type import OptionInfoType
from .readiness import Readiness
from .readiness_status import ReadinessStatus
from .sealed_state_response import SealedStateResponse
from .seat_claim_request import SeatClaimRequest
from .seat_claimed_session_event import SeatClaimedSessionEvent
from .seat_claimed_session_event_type import SeatClaimedSessionEventType
from .seat_left import SeatLeft
from .seat_left_kind import SeatLeftKind
from .seat_left_level import SeatLeftLevel
from .seat_left_session_event import SeatLeftSessionEvent
from .seat_left_session_event_level import SeatLeftSessionEventLevel
from .seat_left_session_event_type import SeatLeftSessionEventType
from .seat_left_status import SeatLeftStatus
from .seat_token import SeatToken
from .seed_reveal import SeedReveal
from .seed_revealed_session_event import SeedRevealedSessionEvent
from .seed_revealed_session_event_type import SeedRevealedSessionEventType
from .session_bot_seat_request import SessionBotSeatRequest
from .session_bot_seat_request_kind import SessionBotSeatRequestKind
from .session_bot_seat_request_level import SessionBotSeatRequestLevel
from .session_create_request import SessionCreateRequest
from .session_create_request_game import SessionCreateRequestGame
from .session_create_request_seating_type_1 import SessionCreateRequestSeatingType1
from .session_create_request_seating_type_2_type_1 import SessionCreateRequestSeatingType2Type1
from .session_create_request_seating_type_3_type_1 import SessionCreateRequestSeatingType3Type1
from .session_hint_request import SessionHintRequest
from .session_human_seat_request import SessionHumanSeatRequest
from .session_human_seat_request_kind import SessionHumanSeatRequestKind
from .session_move_request import SessionMoveRequest
from .session_seat import SessionSeat
from .session_seat_kind import SessionSeatKind
from .session_seat_level_type_1 import SessionSeatLevelType1
from .session_seat_level_type_2_type_1 import SessionSeatLevelType2Type1
from .session_seat_level_type_3_type_1 import SessionSeatLevelType3Type1
from .session_started_session_event import SessionStartedSessionEvent
from .session_started_session_event_type import SessionStartedSessionEventType
from .state_response import StateResponse
from .stream_ticket import StreamTicket
from .view_request_with_state import ViewRequestWithState
from .view_request_with_state_token import ViewRequestWithStateToken
from .view_response import ViewResponse
from .watten_accept_redeal_move import WattenAcceptRedealMove
from .watten_accept_redeal_move_type import WattenAcceptRedealMoveType
from .watten_accept_swap_move import WattenAcceptSwapMove
from .watten_accept_swap_move_type import WattenAcceptSwapMoveType
from .watten_bot_estimate import WattenBotEstimate
from .watten_bot_move_response import WattenBotMoveResponse
from .watten_bot_move_response_game import WattenBotMoveResponseGame
from .watten_bot_move_response_level import WattenBotMoveResponseLevel
from .watten_call_rank_move import WattenCallRankMove
from .watten_call_rank_move_rank import WattenCallRankMoveRank
from .watten_call_rank_move_type import WattenCallRankMoveType
from .watten_call_suit_move import WattenCallSuitMove
from .watten_call_suit_move_suit import WattenCallSuitMoveSuit
from .watten_call_suit_move_type import WattenCallSuitMoveType
from .watten_card import WattenCard
from .watten_card_played_event import WattenCardPlayedEvent
from .watten_card_played_event_call import WattenCardPlayedEventCall
from .watten_card_played_event_type import WattenCardPlayedEventType
from .watten_card_played_session_event import WattenCardPlayedSessionEvent
from .watten_card_played_session_event_call import WattenCardPlayedSessionEventCall
from .watten_card_played_session_event_type import WattenCardPlayedSessionEventType
from .watten_cards_dealt_event import WattenCardsDealtEvent
from .watten_cards_dealt_event_type import WattenCardsDealtEventType
from .watten_cards_dealt_session_event import WattenCardsDealtSessionEvent
from .watten_cards_dealt_session_event_type import WattenCardsDealtSessionEventType
from .watten_completed_trick import WattenCompletedTrick
from .watten_cut import WattenCut
from .watten_cut_card_left_event import WattenCutCardLeftEvent
from .watten_cut_card_left_event_type import WattenCutCardLeftEventType
from .watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent
from .watten_cut_card_left_session_event_type import WattenCutCardLeftSessionEventType
from .watten_cut_card_taken_event import WattenCutCardTakenEvent
from .watten_cut_card_taken_event_type import WattenCutCardTakenEventType
from .watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent
from .watten_cut_card_taken_session_event_type import WattenCutCardTakenSessionEventType
from .watten_deal_move import WattenDealMove
from .watten_deal_move_type import WattenDealMoveType
from .watten_fold_move import WattenFoldMove
from .watten_fold_move_type import WattenFoldMoveType
from .watten_folded_event import WattenFoldedEvent
from .watten_folded_event_type import WattenFoldedEventType
from .watten_folded_session_event import WattenFoldedSessionEvent
from .watten_folded_session_event_type import WattenFoldedSessionEventType
from .watten_game_info import WattenGameInfo
from .watten_game_info_id import WattenGameInfoId
from .watten_game_info_move_types import WattenGameInfoMoveTypes
from .watten_game_info_move_types_additional_property import WattenGameInfoMoveTypesAdditionalProperty
from .watten_game_info_presets import WattenGameInfoPresets
from .watten_game_info_reason_codes import WattenGameInfoReasonCodes
from .watten_hand_dealt_event import WattenHandDealtEvent
from .watten_hand_dealt_event_type import WattenHandDealtEventType
from .watten_hand_dealt_session_event import WattenHandDealtSessionEvent
from .watten_hand_dealt_session_event_type import WattenHandDealtSessionEventType
from .watten_hand_end_reason import WattenHandEndReason
from .watten_hand_outcome import WattenHandOutcome
from .watten_hand_result import WattenHandResult
from .watten_hand_result_reason import WattenHandResultReason
from .watten_hand_scored_event import WattenHandScoredEvent
from .watten_hand_scored_event_reason import WattenHandScoredEventReason
from .watten_hand_scored_event_type import WattenHandScoredEventType
from .watten_hand_scored_session_event import WattenHandScoredSessionEvent
from .watten_hand_scored_session_event_reason import WattenHandScoredSessionEventReason
from .watten_hand_scored_session_event_type import WattenHandScoredSessionEventType
from .watten_hidden_card import WattenHiddenCard
from .watten_hold_move import WattenHoldMove
from .watten_hold_move_type import WattenHoldMoveType
from .watten_illegal_card import WattenIllegalCard
from .watten_leave_cut_card_move import WattenLeaveCutCardMove
from .watten_leave_cut_card_move_type import WattenLeaveCutCardMoveType
from .watten_legal_moves_response import WattenLegalMovesResponse
from .watten_legal_moves_response_game import WattenLegalMovesResponseGame
from .watten_match_won_event import WattenMatchWonEvent
from .watten_match_won_event_type import WattenMatchWonEventType
from .watten_match_won_session_event import WattenMatchWonSessionEvent
from .watten_match_won_session_event_type import WattenMatchWonSessionEventType
from .watten_move_applied import WattenMoveApplied
from .watten_move_applied_game import WattenMoveAppliedGame
from .watten_move_rejected import WattenMoveRejected
from .watten_move_rejected_game import WattenMoveRejectedGame
from .watten_offer_swap_move import WattenOfferSwapMove
from .watten_offer_swap_move_type import WattenOfferSwapMoveType
from .watten_options import WattenOptions
from .watten_options_illegal_move_policy import WattenOptionsIllegalMovePolicy
from .watten_options_players import WattenOptionsPlayers
from .watten_options_raise_cap_type_1 import WattenOptionsRaiseCapType1
from .watten_options_raise_cap_type_2_type_1 import WattenOptionsRaiseCapType2Type1
from .watten_options_raise_cap_type_3_type_1 import WattenOptionsRaiseCapType3Type1
from .watten_options_raise_window import WattenOptionsRaiseWindow
from .watten_options_schlecken import WattenOptionsSchlecken
from .watten_options_tense_mode import WattenOptionsTenseMode
from .watten_options_tense_value_applies_to import WattenOptionsTenseValueAppliesTo
from .watten_options_tok_mode import WattenOptionsTokMode
from .watten_options_tok_scope import WattenOptionsTokScope
from .watten_options_variant import WattenOptionsVariant
from .watten_penalty_event import WattenPenaltyEvent
from .watten_penalty_event_code import WattenPenaltyEventCode
from .watten_penalty_event_type import WattenPenaltyEventType
from .watten_penalty_session_event import WattenPenaltySessionEvent
from .watten_penalty_session_event_code import WattenPenaltySessionEventCode
from .watten_penalty_session_event_type import WattenPenaltySessionEventType
from .watten_pending_raise import WattenPendingRaise
from .watten_play import WattenPlay
from .watten_play_move import WattenPlayMove
from .watten_play_move_call import WattenPlayMoveCall
from .watten_play_move_type import WattenPlayMoveType
from .watten_raise import WattenRaise
from .watten_raise_held_event import WattenRaiseHeldEvent
from .watten_raise_held_event_type import WattenRaiseHeldEventType
from .watten_raise_held_session_event import WattenRaiseHeldSessionEvent
from .watten_raise_held_session_event_type import WattenRaiseHeldSessionEventType
from .watten_raise_move import WattenRaiseMove
from .watten_raise_move_type import WattenRaiseMoveType
from .watten_raised_event import WattenRaisedEvent
from .watten_raised_event_type import WattenRaisedEventType
from .watten_raised_session_event import WattenRaisedSessionEvent
from .watten_raised_session_event_type import WattenRaisedSessionEventType
from .watten_reason_code import WattenReasonCode
from .watten_redeal import WattenRedeal
from .watten_redeal_accepted_event import WattenRedealAcceptedEvent
from .watten_redeal_accepted_event_type import WattenRedealAcceptedEventType
from .watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent
from .watten_redeal_accepted_session_event_type import WattenRedealAcceptedSessionEventType
from .watten_redeal_refused_event import WattenRedealRefusedEvent
from .watten_redeal_refused_event_type import WattenRedealRefusedEventType
from .watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent
from .watten_redeal_refused_session_event_type import WattenRedealRefusedSessionEventType
from .watten_redeal_requested_event import WattenRedealRequestedEvent
from .watten_redeal_requested_event_type import WattenRedealRequestedEventType
from .watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent
from .watten_redeal_requested_session_event_type import WattenRedealRequestedSessionEventType
from .watten_refuse_redeal_move import WattenRefuseRedealMove
from .watten_refuse_redeal_move_type import WattenRefuseRedealMoveType
from .watten_refuse_swap_move import WattenRefuseSwapMove
from .watten_refuse_swap_move_type import WattenRefuseSwapMoveType
from .watten_request_redeal_move import WattenRequestRedealMove
from .watten_request_redeal_move_type import WattenRequestRedealMoveType
from .watten_resolved_options import WattenResolvedOptions
from .watten_resolved_options_illegal_move_policy import WattenResolvedOptionsIllegalMovePolicy
from .watten_resolved_options_players import WattenResolvedOptionsPlayers
from .watten_resolved_options_raise_cap_type_1 import WattenResolvedOptionsRaiseCapType1
from .watten_resolved_options_raise_cap_type_2_type_1 import WattenResolvedOptionsRaiseCapType2Type1
from .watten_resolved_options_raise_cap_type_3_type_1 import WattenResolvedOptionsRaiseCapType3Type1
from .watten_resolved_options_raise_window import WattenResolvedOptionsRaiseWindow
from .watten_resolved_options_schlecken import WattenResolvedOptionsSchlecken
from .watten_resolved_options_tense_mode import WattenResolvedOptionsTenseMode
from .watten_resolved_options_tense_value_applies_to import WattenResolvedOptionsTenseValueAppliesTo
from .watten_resolved_options_tok_mode import WattenResolvedOptionsTokMode
from .watten_resolved_options_tok_scope import WattenResolvedOptionsTokScope
from .watten_resolved_options_variant import WattenResolvedOptionsVariant
from .watten_schlag_named_event import WattenSchlagNamedEvent
from .watten_schlag_named_event_type import WattenSchlagNamedEventType
from .watten_schlag_named_session_event import WattenSchlagNamedSessionEvent
from .watten_schlag_named_session_event_type import WattenSchlagNamedSessionEventType
from .watten_schlecken_penalty_event import WattenSchleckenPenaltyEvent
from .watten_schlecken_penalty_event_type import WattenSchleckenPenaltyEventType
from .watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent
from .watten_schlecken_penalty_session_event_type import WattenSchleckenPenaltySessionEventType
from .watten_sealed_move_applied import WattenSealedMoveApplied
from .watten_sealed_move_applied_game import WattenSealedMoveAppliedGame
from .watten_session import WattenSession
from .watten_session_created import WattenSessionCreated
from .watten_session_created_game import WattenSessionCreatedGame
from .watten_session_created_status import WattenSessionCreatedStatus
from .watten_session_events import WattenSessionEvents
from .watten_session_events_game import WattenSessionEventsGame
from .watten_session_game import WattenSessionGame
from .watten_session_hand_end import WattenSessionHandEnd
from .watten_session_move_applied import WattenSessionMoveApplied
from .watten_session_move_applied_game import WattenSessionMoveAppliedGame
from .watten_session_move_applied_status import WattenSessionMoveAppliedStatus
from .watten_session_move_rejected import WattenSessionMoveRejected
from .watten_session_move_rejected_game import WattenSessionMoveRejectedGame
from .watten_session_role import WattenSessionRole
from .watten_session_status import WattenSessionStatus
from .watten_state import WattenState
from .watten_state_game import WattenStateGame
from .watten_state_phase import WattenStatePhase
from .watten_state_schlag_type_1 import WattenStateSchlagType1
from .watten_state_schlag_type_2_type_1 import WattenStateSchlagType2Type1
from .watten_state_schlag_type_3_type_1 import WattenStateSchlagType3Type1
from .watten_state_swap import WattenStateSwap
from .watten_state_tense_choice_type_1 import WattenStateTenseChoiceType1
from .watten_state_tense_choice_type_2_type_1 import WattenStateTenseChoiceType2Type1
from .watten_state_tense_choice_type_3_type_1 import WattenStateTenseChoiceType3Type1
from .watten_state_trump_type_1 import WattenStateTrumpType1
from .watten_state_trump_type_2_type_1 import WattenStateTrumpType2Type1
from .watten_state_trump_type_3_type_1 import WattenStateTrumpType3Type1
from .watten_swap_accepted_event import WattenSwapAcceptedEvent
from .watten_swap_accepted_event_type import WattenSwapAcceptedEventType
from .watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent
from .watten_swap_accepted_session_event_type import WattenSwapAcceptedSessionEventType
from .watten_swap_offered_event import WattenSwapOfferedEvent
from .watten_swap_offered_event_type import WattenSwapOfferedEventType
from .watten_swap_offered_session_event import WattenSwapOfferedSessionEvent
from .watten_swap_offered_session_event_type import WattenSwapOfferedSessionEventType
from .watten_swap_refused_event import WattenSwapRefusedEvent
from .watten_swap_refused_event_type import WattenSwapRefusedEventType
from .watten_swap_refused_session_event import WattenSwapRefusedSessionEvent
from .watten_swap_refused_session_event_type import WattenSwapRefusedSessionEventType
from .watten_take_cut_card_move import WattenTakeCutCardMove
from .watten_take_cut_card_move_type import WattenTakeCutCardMoveType
from .watten_tense_conceded_event import WattenTenseConcededEvent
from .watten_tense_conceded_event_type import WattenTenseConcededEventType
from .watten_tense_conceded_session_event import WattenTenseConcededSessionEvent
from .watten_tense_conceded_session_event_type import WattenTenseConcededSessionEventType
from .watten_tense_plays_event import WattenTensePlaysEvent
from .watten_tense_plays_event_type import WattenTensePlaysEventType
from .watten_tense_plays_session_event import WattenTensePlaysSessionEvent
from .watten_tense_plays_session_event_type import WattenTensePlaysSessionEventType
from .watten_trick import WattenTrick
from .watten_trick_result import WattenTrickResult
from .watten_trick_result_play import WattenTrickResultPlay
from .watten_trick_won_event import WattenTrickWonEvent
from .watten_trick_won_event_trick import WattenTrickWonEventTrick
from .watten_trick_won_event_type import WattenTrickWonEventType
from .watten_trick_won_session_event import WattenTrickWonSessionEvent
from .watten_trick_won_session_event_trick import WattenTrickWonSessionEventTrick
from .watten_trick_won_session_event_type import WattenTrickWonSessionEventType
from .watten_trump_named_event import WattenTrumpNamedEvent
from .watten_trump_named_event_type import WattenTrumpNamedEventType
from .watten_trump_named_session_event import WattenTrumpNamedSessionEvent
from .watten_trump_named_session_event_type import WattenTrumpNamedSessionEventType
from .watten_view import WattenView
from .watten_view_cut import WattenViewCut
from .watten_view_game import WattenViewGame
from .watten_view_phase import WattenViewPhase
from .watten_view_schlag_type_1 import WattenViewSchlagType1
from .watten_view_schlag_type_2_type_1 import WattenViewSchlagType2Type1
from .watten_view_schlag_type_3_type_1 import WattenViewSchlagType3Type1
from .watten_view_swap import WattenViewSwap
from .watten_view_tense_choice_type_1 import WattenViewTenseChoiceType1
from .watten_view_tense_choice_type_2_type_1 import WattenViewTenseChoiceType2Type1
from .watten_view_tense_choice_type_3_type_1 import WattenViewTenseChoiceType3Type1
from .watten_view_trump_type_1 import WattenViewTrumpType1
from .watten_view_trump_type_2_type_1 import WattenViewTrumpType2Type1
from .watten_view_trump_type_3_type_1 import WattenViewTrumpType3Type1
from .watten_violation import WattenViolation

__all__ = (
    "BotLevel",
    "BotMoveRequestWithState",
    "BotMoveRequestWithStateToken",
    "BotStats",
    "BotStatsStoppedBy",
    "CardInfo",
    "DealRequest",
    "Error",
    "ErrorCode",
    "ErrorErrors",
    "FrontDoor",
    "FrontDoorLinks",
    "GameId",
    "GameList",
    "GameSummary",
    "Health",
    "HealthStatus",
    "HeartsBotEstimate",
    "HeartsBotMoveResponse",
    "HeartsBotMoveResponseGame",
    "HeartsBotMoveResponseLevel",
    "HeartsCard",
    "HeartsCardPlayedEvent",
    "HeartsCardPlayedEventType",
    "HeartsCardPlayedSessionEvent",
    "HeartsCardPlayedSessionEventType",
    "HeartsCardsExchangedEvent",
    "HeartsCardsExchangedEventDirection",
    "HeartsCardsExchangedEventType",
    "HeartsCardsExchangedSessionEvent",
    "HeartsCardsExchangedSessionEventDirection",
    "HeartsCardsExchangedSessionEventType",
    "HeartsCardsPassedEvent",
    "HeartsCardsPassedEventType",
    "HeartsCardsPassedSessionEvent",
    "HeartsCardsPassedSessionEventType",
    "HeartsChooseMoonMove",
    "HeartsChooseMoonMoveMode",
    "HeartsChooseMoonMoveType",
    "HeartsCompletedTrick",
    "HeartsDealMove",
    "HeartsDealMoveType",
    "HeartsGameInfo",
    "HeartsGameInfoId",
    "HeartsGameInfoMoveTypes",
    "HeartsGameInfoMoveTypesAdditionalProperty",
    "HeartsGameInfoPresets",
    "HeartsGameInfoReasonCodes",
    "HeartsHandDealtEvent",
    "HeartsHandDealtEventPassDirection",
    "HeartsHandDealtEventType",
    "HeartsHandDealtSessionEvent",
    "HeartsHandDealtSessionEventPassDirection",
    "HeartsHandDealtSessionEventType",
    "HeartsHandEndReason",
    "HeartsHandOutcome",
    "HeartsHandResult",
    "HeartsHandResultReason",
    "HeartsHandScoredEvent",
    "HeartsHandScoredEventReason",
    "HeartsHandScoredEventType",
    "HeartsHandScoredSessionEvent",
    "HeartsHandScoredSessionEventReason",
    "HeartsHandScoredSessionEventType",
    "HeartsHeartsBrokenEvent",
    "HeartsHeartsBrokenEventType",
    "HeartsHeartsBrokenSessionEvent",
    "HeartsHeartsBrokenSessionEventType",
    "HeartsIllegalCard",
    "HeartsLegalMovesResponse",
    "HeartsLegalMovesResponseGame",
    "HeartsMatchWonEvent",
    "HeartsMatchWonEventType",
    "HeartsMatchWonSessionEvent",
    "HeartsMatchWonSessionEventType",
    "HeartsMoon",
    "HeartsMoonMode",
    "HeartsMoonShotEvent",
    "HeartsMoonShotEventMode",
    "HeartsMoonShotEventType",
    "HeartsMoonShotSessionEvent",
    "HeartsMoonShotSessionEventMode",
    "HeartsMoonShotSessionEventType",
    "HeartsMoveApplied",
    "HeartsMoveAppliedGame",
    "HeartsMoveRejected",
    "HeartsMoveRejectedGame",
    "HeartsOptions",
    "HeartsOptionsIllegalMovePolicy",
    "HeartsOptionsMoonMode",
    "HeartsOptionsPassCycleItem",
    "HeartsOptionsPlayers",
    "HeartsOptionsTiePolicy",
    "HeartsPassDescriptor",
    "HeartsPassDescriptorType",
    "HeartsPassMove",
    "HeartsPassMoveType",
    "HeartsPenaltyEvent",
    "HeartsPenaltyEventCode",
    "HeartsPenaltyEventType",
    "HeartsPenaltySessionEvent",
    "HeartsPenaltySessionEventCode",
    "HeartsPenaltySessionEventType",
    "HeartsPlay",
    "HeartsPlayMove",
    "HeartsPlayMoveType",
    "HeartsReasonCode",
    "HeartsResolvedOptions",
    "HeartsResolvedOptionsIllegalMovePolicy",
    "HeartsResolvedOptionsMoonMode",
    "HeartsResolvedOptionsPassCycleItem",
    "HeartsResolvedOptionsPlayers",
    "HeartsResolvedOptionsTiePolicy",
    "HeartsRevoke",
    "HeartsSealedMoveApplied",
    "HeartsSealedMoveAppliedGame",
    "HeartsSession",
    "HeartsSessionCreated",
    "HeartsSessionCreatedGame",
    "HeartsSessionCreatedStatus",
    "HeartsSessionEvents",
    "HeartsSessionEventsGame",
    "HeartsSessionGame",
    "HeartsSessionHandEnd",
    "HeartsSessionMoveApplied",
    "HeartsSessionMoveAppliedGame",
    "HeartsSessionMoveAppliedStatus",
    "HeartsSessionMoveRejected",
    "HeartsSessionMoveRejectedGame",
    "HeartsSessionRole",
    "HeartsSessionStatus",
    "HeartsState",
    "HeartsStateGame",
    "HeartsStatePassDirection",
    "HeartsStatePhase",
    "HeartsTrick",
    "HeartsTrickResult",
    "HeartsTrickResultPlay",
    "HeartsTrickWonEvent",
    "HeartsTrickWonEventTrick",
    "HeartsTrickWonEventType",
    "HeartsTrickWonSessionEvent",
    "HeartsTrickWonSessionEventTrick",
    "HeartsTrickWonSessionEventType",
    "HeartsView",
    "HeartsViewGame",
    "HeartsViewPassDirection",
    "HeartsViewPhase",
    "HeartsViolation",
    "Invitation",
    "KarnoeffelBotEstimate",
    "KarnoeffelBotMoveResponse",
    "KarnoeffelBotMoveResponseGame",
    "KarnoeffelBotMoveResponseLevel",
    "KarnoeffelCard",
    "KarnoeffelCardPlayedEvent",
    "KarnoeffelCardPlayedEventType",
    "KarnoeffelCardPlayedSessionEvent",
    "KarnoeffelCardPlayedSessionEventType",
    "KarnoeffelCompletedTrick",
    "KarnoeffelDealMove",
    "KarnoeffelDealMoveType",
    "KarnoeffelGameInfo",
    "KarnoeffelGameInfoId",
    "KarnoeffelGameInfoMoveTypes",
    "KarnoeffelGameInfoMoveTypesAdditionalProperty",
    "KarnoeffelGameInfoPresets",
    "KarnoeffelGameInfoReasonCodes",
    "KarnoeffelHandDealtEvent",
    "KarnoeffelHandDealtEventType",
    "KarnoeffelHandDealtSessionEvent",
    "KarnoeffelHandDealtSessionEventType",
    "KarnoeffelHandEndReason",
    "KarnoeffelHandOutcome",
    "KarnoeffelHandResult",
    "KarnoeffelHandScoredEvent",
    "KarnoeffelHandScoredEventReason",
    "KarnoeffelHandScoredEventType",
    "KarnoeffelHandScoredSessionEvent",
    "KarnoeffelHandScoredSessionEventReason",
    "KarnoeffelHandScoredSessionEventType",
    "KarnoeffelIllegalCard",
    "KarnoeffelLegalMovesResponse",
    "KarnoeffelLegalMovesResponseGame",
    "KarnoeffelMatchWonEvent",
    "KarnoeffelMatchWonEventType",
    "KarnoeffelMatchWonSessionEvent",
    "KarnoeffelMatchWonSessionEventType",
    "KarnoeffelMoveApplied",
    "KarnoeffelMoveAppliedGame",
    "KarnoeffelMoveRejected",
    "KarnoeffelMoveRejectedGame",
    "KarnoeffelOptions",
    "KarnoeffelOptionsPlayers",
    "KarnoeffelOptionsPowerLossScope",
    "KarnoeffelPlay",
    "KarnoeffelPlayMove",
    "KarnoeffelPlayMoveType",
    "KarnoeffelReasonCode",
    "KarnoeffelResolvedOptions",
    "KarnoeffelResolvedOptionsPlayers",
    "KarnoeffelResolvedOptionsPowerLossScope",
    "KarnoeffelSealedMoveApplied",
    "KarnoeffelSealedMoveAppliedGame",
    "KarnoeffelSession",
    "KarnoeffelSessionCreated",
    "KarnoeffelSessionCreatedGame",
    "KarnoeffelSessionCreatedStatus",
    "KarnoeffelSessionEvents",
    "KarnoeffelSessionEventsGame",
    "KarnoeffelSessionGame",
    "KarnoeffelSessionHandEnd",
    "KarnoeffelSessionMoveApplied",
    "KarnoeffelSessionMoveAppliedGame",
    "KarnoeffelSessionMoveAppliedStatus",
    "KarnoeffelSessionMoveRejected",
    "KarnoeffelSessionMoveRejectedGame",
    "KarnoeffelSessionRole",
    "KarnoeffelSessionStatus",
    "KarnoeffelState",
    "KarnoeffelStateChosenSuit",
    "KarnoeffelStateGame",
    "KarnoeffelStatePhase",
    "KarnoeffelTrick",
    "KarnoeffelTrickResult",
    "KarnoeffelTrickResultPlay",
    "KarnoeffelTrickWonEvent",
    "KarnoeffelTrickWonEventTrick",
    "KarnoeffelTrickWonEventType",
    "KarnoeffelTrickWonSessionEvent",
    "KarnoeffelTrickWonSessionEventTrick",
    "KarnoeffelTrickWonSessionEventType",
    "KarnoeffelView",
    "KarnoeffelViewChosenSuit",
    "KarnoeffelViewGame",
    "KarnoeffelViewPhase",
    "KarnoeffelViolation",
    "LegalMovesRequestWithState",
    "LegalMovesRequestWithStateToken",
    "MatchResult",
    "MoveFieldInfo",
    "MoveFieldInfoKind",
    "MoveRequestWithState",
    "MoveRequestWithStateToken",
    "NewStateRequest",
    "OptionInfo",
    "OptionInfoType",
    "Readiness",
    "ReadinessStatus",
    "SealedStateResponse",
    "SeatClaimedSessionEvent",
    "SeatClaimedSessionEventType",
    "SeatClaimRequest",
    "SeatLeft",
    "SeatLeftKind",
    "SeatLeftLevel",
    "SeatLeftSessionEvent",
    "SeatLeftSessionEventLevel",
    "SeatLeftSessionEventType",
    "SeatLeftStatus",
    "SeatToken",
    "SeedReveal",
    "SeedRevealedSessionEvent",
    "SeedRevealedSessionEventType",
    "SessionBotSeatRequest",
    "SessionBotSeatRequestKind",
    "SessionBotSeatRequestLevel",
    "SessionCreateRequest",
    "SessionCreateRequestGame",
    "SessionCreateRequestSeatingType1",
    "SessionCreateRequestSeatingType2Type1",
    "SessionCreateRequestSeatingType3Type1",
    "SessionHintRequest",
    "SessionHumanSeatRequest",
    "SessionHumanSeatRequestKind",
    "SessionMoveRequest",
    "SessionSeat",
    "SessionSeatKind",
    "SessionSeatLevelType1",
    "SessionSeatLevelType2Type1",
    "SessionSeatLevelType3Type1",
    "SessionStartedSessionEvent",
    "SessionStartedSessionEventType",
    "StateResponse",
    "StreamTicket",
    "ViewRequestWithState",
    "ViewRequestWithStateToken",
    "ViewResponse",
    "WattenAcceptRedealMove",
    "WattenAcceptRedealMoveType",
    "WattenAcceptSwapMove",
    "WattenAcceptSwapMoveType",
    "WattenBotEstimate",
    "WattenBotMoveResponse",
    "WattenBotMoveResponseGame",
    "WattenBotMoveResponseLevel",
    "WattenCallRankMove",
    "WattenCallRankMoveRank",
    "WattenCallRankMoveType",
    "WattenCallSuitMove",
    "WattenCallSuitMoveSuit",
    "WattenCallSuitMoveType",
    "WattenCard",
    "WattenCardPlayedEvent",
    "WattenCardPlayedEventCall",
    "WattenCardPlayedEventType",
    "WattenCardPlayedSessionEvent",
    "WattenCardPlayedSessionEventCall",
    "WattenCardPlayedSessionEventType",
    "WattenCardsDealtEvent",
    "WattenCardsDealtEventType",
    "WattenCardsDealtSessionEvent",
    "WattenCardsDealtSessionEventType",
    "WattenCompletedTrick",
    "WattenCut",
    "WattenCutCardLeftEvent",
    "WattenCutCardLeftEventType",
    "WattenCutCardLeftSessionEvent",
    "WattenCutCardLeftSessionEventType",
    "WattenCutCardTakenEvent",
    "WattenCutCardTakenEventType",
    "WattenCutCardTakenSessionEvent",
    "WattenCutCardTakenSessionEventType",
    "WattenDealMove",
    "WattenDealMoveType",
    "WattenFoldedEvent",
    "WattenFoldedEventType",
    "WattenFoldedSessionEvent",
    "WattenFoldedSessionEventType",
    "WattenFoldMove",
    "WattenFoldMoveType",
    "WattenGameInfo",
    "WattenGameInfoId",
    "WattenGameInfoMoveTypes",
    "WattenGameInfoMoveTypesAdditionalProperty",
    "WattenGameInfoPresets",
    "WattenGameInfoReasonCodes",
    "WattenHandDealtEvent",
    "WattenHandDealtEventType",
    "WattenHandDealtSessionEvent",
    "WattenHandDealtSessionEventType",
    "WattenHandEndReason",
    "WattenHandOutcome",
    "WattenHandResult",
    "WattenHandResultReason",
    "WattenHandScoredEvent",
    "WattenHandScoredEventReason",
    "WattenHandScoredEventType",
    "WattenHandScoredSessionEvent",
    "WattenHandScoredSessionEventReason",
    "WattenHandScoredSessionEventType",
    "WattenHiddenCard",
    "WattenHoldMove",
    "WattenHoldMoveType",
    "WattenIllegalCard",
    "WattenLeaveCutCardMove",
    "WattenLeaveCutCardMoveType",
    "WattenLegalMovesResponse",
    "WattenLegalMovesResponseGame",
    "WattenMatchWonEvent",
    "WattenMatchWonEventType",
    "WattenMatchWonSessionEvent",
    "WattenMatchWonSessionEventType",
    "WattenMoveApplied",
    "WattenMoveAppliedGame",
    "WattenMoveRejected",
    "WattenMoveRejectedGame",
    "WattenOfferSwapMove",
    "WattenOfferSwapMoveType",
    "WattenOptions",
    "WattenOptionsIllegalMovePolicy",
    "WattenOptionsPlayers",
    "WattenOptionsRaiseCapType1",
    "WattenOptionsRaiseCapType2Type1",
    "WattenOptionsRaiseCapType3Type1",
    "WattenOptionsRaiseWindow",
    "WattenOptionsSchlecken",
    "WattenOptionsTenseMode",
    "WattenOptionsTenseValueAppliesTo",
    "WattenOptionsTokMode",
    "WattenOptionsTokScope",
    "WattenOptionsVariant",
    "WattenPenaltyEvent",
    "WattenPenaltyEventCode",
    "WattenPenaltyEventType",
    "WattenPenaltySessionEvent",
    "WattenPenaltySessionEventCode",
    "WattenPenaltySessionEventType",
    "WattenPendingRaise",
    "WattenPlay",
    "WattenPlayMove",
    "WattenPlayMoveCall",
    "WattenPlayMoveType",
    "WattenRaise",
    "WattenRaisedEvent",
    "WattenRaisedEventType",
    "WattenRaisedSessionEvent",
    "WattenRaisedSessionEventType",
    "WattenRaiseHeldEvent",
    "WattenRaiseHeldEventType",
    "WattenRaiseHeldSessionEvent",
    "WattenRaiseHeldSessionEventType",
    "WattenRaiseMove",
    "WattenRaiseMoveType",
    "WattenReasonCode",
    "WattenRedeal",
    "WattenRedealAcceptedEvent",
    "WattenRedealAcceptedEventType",
    "WattenRedealAcceptedSessionEvent",
    "WattenRedealAcceptedSessionEventType",
    "WattenRedealRefusedEvent",
    "WattenRedealRefusedEventType",
    "WattenRedealRefusedSessionEvent",
    "WattenRedealRefusedSessionEventType",
    "WattenRedealRequestedEvent",
    "WattenRedealRequestedEventType",
    "WattenRedealRequestedSessionEvent",
    "WattenRedealRequestedSessionEventType",
    "WattenRefuseRedealMove",
    "WattenRefuseRedealMoveType",
    "WattenRefuseSwapMove",
    "WattenRefuseSwapMoveType",
    "WattenRequestRedealMove",
    "WattenRequestRedealMoveType",
    "WattenResolvedOptions",
    "WattenResolvedOptionsIllegalMovePolicy",
    "WattenResolvedOptionsPlayers",
    "WattenResolvedOptionsRaiseCapType1",
    "WattenResolvedOptionsRaiseCapType2Type1",
    "WattenResolvedOptionsRaiseCapType3Type1",
    "WattenResolvedOptionsRaiseWindow",
    "WattenResolvedOptionsSchlecken",
    "WattenResolvedOptionsTenseMode",
    "WattenResolvedOptionsTenseValueAppliesTo",
    "WattenResolvedOptionsTokMode",
    "WattenResolvedOptionsTokScope",
    "WattenResolvedOptionsVariant",
    "WattenSchlagNamedEvent",
    "WattenSchlagNamedEventType",
    "WattenSchlagNamedSessionEvent",
    "WattenSchlagNamedSessionEventType",
    "WattenSchleckenPenaltyEvent",
    "WattenSchleckenPenaltyEventType",
    "WattenSchleckenPenaltySessionEvent",
    "WattenSchleckenPenaltySessionEventType",
    "WattenSealedMoveApplied",
    "WattenSealedMoveAppliedGame",
    "WattenSession",
    "WattenSessionCreated",
    "WattenSessionCreatedGame",
    "WattenSessionCreatedStatus",
    "WattenSessionEvents",
    "WattenSessionEventsGame",
    "WattenSessionGame",
    "WattenSessionHandEnd",
    "WattenSessionMoveApplied",
    "WattenSessionMoveAppliedGame",
    "WattenSessionMoveAppliedStatus",
    "WattenSessionMoveRejected",
    "WattenSessionMoveRejectedGame",
    "WattenSessionRole",
    "WattenSessionStatus",
    "WattenState",
    "WattenStateGame",
    "WattenStatePhase",
    "WattenStateSchlagType1",
    "WattenStateSchlagType2Type1",
    "WattenStateSchlagType3Type1",
    "WattenStateSwap",
    "WattenStateTenseChoiceType1",
    "WattenStateTenseChoiceType2Type1",
    "WattenStateTenseChoiceType3Type1",
    "WattenStateTrumpType1",
    "WattenStateTrumpType2Type1",
    "WattenStateTrumpType3Type1",
    "WattenSwapAcceptedEvent",
    "WattenSwapAcceptedEventType",
    "WattenSwapAcceptedSessionEvent",
    "WattenSwapAcceptedSessionEventType",
    "WattenSwapOfferedEvent",
    "WattenSwapOfferedEventType",
    "WattenSwapOfferedSessionEvent",
    "WattenSwapOfferedSessionEventType",
    "WattenSwapRefusedEvent",
    "WattenSwapRefusedEventType",
    "WattenSwapRefusedSessionEvent",
    "WattenSwapRefusedSessionEventType",
    "WattenTakeCutCardMove",
    "WattenTakeCutCardMoveType",
    "WattenTenseConcededEvent",
    "WattenTenseConcededEventType",
    "WattenTenseConcededSessionEvent",
    "WattenTenseConcededSessionEventType",
    "WattenTensePlaysEvent",
    "WattenTensePlaysEventType",
    "WattenTensePlaysSessionEvent",
    "WattenTensePlaysSessionEventType",
    "WattenTrick",
    "WattenTrickResult",
    "WattenTrickResultPlay",
    "WattenTrickWonEvent",
    "WattenTrickWonEventTrick",
    "WattenTrickWonEventType",
    "WattenTrickWonSessionEvent",
    "WattenTrickWonSessionEventTrick",
    "WattenTrickWonSessionEventType",
    "WattenTrumpNamedEvent",
    "WattenTrumpNamedEventType",
    "WattenTrumpNamedSessionEvent",
    "WattenTrumpNamedSessionEventType",
    "WattenView",
    "WattenViewCut",
    "WattenViewGame",
    "WattenViewPhase",
    "WattenViewSchlagType1",
    "WattenViewSchlagType2Type1",
    "WattenViewSchlagType3Type1",
    "WattenViewSwap",
    "WattenViewTenseChoiceType1",
    "WattenViewTenseChoiceType2Type1",
    "WattenViewTenseChoiceType3Type1",
    "WattenViewTrumpType1",
    "WattenViewTrumpType2Type1",
    "WattenViewTrumpType3Type1",
    "WattenViolation",
)
