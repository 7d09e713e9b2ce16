"""The conformance suite (tests/conformance/test_conformance.py), run over Whist."""

from tests.conformance.test_conformance import *  # noqa: F403 - the suite's tests
from tests.whist import GAME

CONFORMANCE_GAMES = [GAME]
