"""Development server: ``python -m service`` (listens on $PORT, default 8000).
Production: ``gunicorn service.wsgi:app``."""

from __future__ import annotations

from service.app import create_app


def main() -> None:
    app = create_app()
    app.run(host="127.0.0.1", port=app.config["PORT"])


if __name__ == "__main__":
    main()
