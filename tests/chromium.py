"""Debian's chromium (``make chromium``) driven by Playwright for Python, for every browser
test: ``executable_path=/usr/bin/chromium``, never ``playwright install`` (a browser
download fails here)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"


@contextmanager
def chromium_browser() -> Iterator[Any]:
    """A headless chromium, closed on exit; the test fails (not skips) without one."""
    if shutil.which("chromium") is None and not Path(CHROMIUM).exists():
        pytest.fail("chromium is not installed: run `make chromium` (apt-get install -y "
                    "chromium)", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()
