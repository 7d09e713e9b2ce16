"""Settings from the environment (12-factor): one frozen dataclass, one place to read env.

| variable             | default  | meaning                                        |
|----------------------|----------|------------------------------------------------|
| `PORT`               | 8000     | port of the development server (`python -m service`) |
| `REDIS_URL`          | unset    | session store; unset = embedded (in-process)   |
| `MAX_CONTENT_LENGTH` | 262144   | largest request body in bytes (larger: 413)    |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

API_TITLE = "Stichwerk"
API_VERSION = "1.0.0"
OPENAPI_VERSION = "3.0.3"  # the bundled Swagger UI (4.x) renders 3.0, not 3.1
DOCS_PATH = "/docs"
DOCS_STATIC_PATH = "/docs/static/"

API_DESCRIPTION = """\
Rules engine for trick-taking card games (Watten, Karnöffel, Hearts).

The routes under `/v1/games/{game}` are **stateless**: the client posts the whole match
state and gets the new state back; nothing is stored. A state round-trips exactly.

Every error that is not a rule violation has one JSON shape: `{code, status, message,
errors}`, where `code` is a stable snake_case identifier, `status` the HTTP status and
`errors` maps field paths (`state.hands[0][1]`, `move.seat`, `options.target`) to
reasons. A rule violation is not an HTTP error: `POST .../moves` answers 200 with
`legal: false` and the violation's `code` (see the per-game `*ReasonCode` schemas).
"""


class ConfigError(ValueError):
    """An environment variable has a value that cannot be used."""


def _int_env(env: Mapping[str, str], name: str, default: int, minimum: int) -> int:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be an integer, not {raw!r}") from None
    if value < minimum:
        raise ConfigError(f"{name} must be at least {minimum}, not {value}")
    return value


@dataclass(frozen=True)
class Config:
    """Service settings. `from_env` reads them; `flask_config` is what the app gets."""

    port: int = 8000
    redis_url: str | None = None
    max_content_length: int = 256 * 1024

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        env = os.environ if env is None else env
        return cls(
            port=_int_env(env, "PORT", cls.port, 1),
            redis_url=env.get("REDIS_URL") or None,
            max_content_length=_int_env(env, "MAX_CONTENT_LENGTH", cls.max_content_length, 1),
        )

    def flask_config(self) -> dict[str, Any]:
        return {
            "PORT": self.port,
            "REDIS_URL": self.redis_url,
            "MAX_CONTENT_LENGTH": self.max_content_length,
            # flask-smorest
            "API_TITLE": API_TITLE,
            "API_VERSION": API_VERSION,
            "OPENAPI_VERSION": OPENAPI_VERSION,
            "OPENAPI_URL_PREFIX": "/",
            "OPENAPI_JSON_PATH": "openapi.json",
            "OPENAPI_SWAGGER_UI_PATH": DOCS_PATH.lstrip("/"),
            "OPENAPI_SWAGGER_UI_URL": DOCS_STATIC_PATH,  # served from swagger_ui_bundle
            "API_SPEC_OPTIONS": {"info": {"description": API_DESCRIPTION}},
        }
