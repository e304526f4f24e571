"""A real browser for the phone page: Debian's chromium driven by its chromedriver through
Selenium, headless, a fresh profile each time, the viewport of a small phone (360 x 640).

`.ci/run` installs chromium and chromium-driver when they are missing; where neither they nor
Selenium can be had, the tests that need them skip and say which is missing."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

PHONE = (360, 640)
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
)


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -r requirements-dev.txt)"
    for program in ("chromium", "chromedriver"):
        if shutil.which(program) is None:
            return f"{program} is not installed (apt-get install chromium chromium-driver)"
    return None


def need_browser() -> None:
    reason = _missing()
    if reason is not None:
        pytest.skip(reason)


@contextmanager
def phone_browser() -> Iterator[Any]:
    """A headless chromium whose page is 360 x 640 CSS pixels at a phone's pixel ratio."""
    need_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    with tempfile.TemporaryDirectory(prefix="phone-profile-") as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = str(shutil.which("chromium"))
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={profile}")
        options.add_argument("--lang=en-GB")
        width, height = PHONE
        metrics = {"width": width, "height": height, "pixelRatio": 2.0, "touch": True}
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
        service = Service(executable_path=str(shutil.which("chromedriver")))
        driver = webdriver.Chrome(options=options, service=service)
        try:
            yield driver
        finally:
            driver.quit()
