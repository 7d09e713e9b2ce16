"""The floor of the HTTP bench: a plain Flask app whose one route parses the JSON body
and answers it with ``jsonify`` (Flask's default JSON provider). WSGI, routing, JSON in
and out; no rules, no validation. Served by the bench under the same gunicorn settings,
the same venv and the same bodies as the service.

    gunicorn -c deploy/gunicorn.conf.py bench.echo_app:app
"""

from __future__ import annotations

from typing import Any

from flask import Flask, jsonify, request

app = Flask("echo")


@app.post("/echo")
def echo() -> Any:
    return jsonify(request.get_json())
