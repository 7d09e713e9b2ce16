"""Stichwerk HTTP service: the stateless REST API over the rules engine.

`service.app.create_app` builds the Flask application; `service.wsgi:app` is the
gunicorn entry point. Sessions (a server-held match behind a store) come later and
will live beside the stateless resources in `service/resources/`.
"""
