"""Stichwerk HTTP service: the stateless REST API over the rules engine.

`service.app.create_app` builds the Flask application; `service.wsgi:app` is the
gunicorn entry point. The resource `/v1/games/{game}` is one blueprint
(`service/resources/games.py`); sessions (server-held matches) are the package
`service.sessions` (use cases, tokens, event log and redaction, autoplay, and the stores:
in-process or Redis), served by `service/resources/sessions.py`.
"""
