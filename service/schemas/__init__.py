"""marshmallow schemas of the envelopes and shared shapes (`common`, `requests`,
`responses`, `sessions`). Each game documents its own state and view (``Game.schemas``,
engine/games/<game>/docs.py)."""
