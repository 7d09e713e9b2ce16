"""Development server: ``python -m service`` (listens on 127.0.0.1:$PORT, default 8000).
Production: ``gunicorn -c deploy/gunicorn.conf.py service.wsgi:app`` behind nginx, or
``make run`` (deploy/serve.py).

Every variable is checked before the app is built, as the other servers do
(service/server_env.py): a bad one stops the start with one line that names it, not a
traceback from the app factory."""

from __future__ import annotations

import os

from service.server_env import ServerEnv


def main() -> None:
    # One process: metrics in memory, as under `make run` (deploy/serve.py); gunicorn's
    # PROMETHEUS_MULTIPROC_DIR, inherited, would need an existing directory.
    os.environ.pop("PROMETHEUS_MULTIPROC_DIR", None)
    ServerEnv("python -m service").service_config()

    from service.app import create_app

    app = create_app()
    app.run(host="127.0.0.1", port=app.config["PORT"])


if __name__ == "__main__":
    main()
