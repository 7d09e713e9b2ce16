"""Stichwerk HTTP service: the stateless REST API over the rules engine.

`service.app.create_app` builds the Flask application; `service.wsgi:app` is the
gunicorn entry point. Sessions (server-held matches) are `service.sessions` (logic) on a
`service.store` (in-process or Redis), served by `service/resources/sessions.py`.
"""
