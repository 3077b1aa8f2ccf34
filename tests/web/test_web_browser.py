"""The example web client in a real browser: headless Chromium loads the page, starts a game,
clicks legal moves and sees the page follow the game.

Needs the example's packages and Debian's chromium and chromium-driver (.ci/run installs
them; without them the test is skipped, except in CI where it fails).
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from ._example import browser, need, server

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The example server on a free port of the loopback interface, in a thread."""
    need("flask")
    from werkzeug.serving import make_server

    http = make_server("127.0.0.1", 0, server().create_app(), threaded=True)
    thread = threading.Thread(target=http.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{http.server_port}"
    finally:
        http.shutdown()
        thread.join(timeout=10)


@pytest.fixture(scope="module")
def chrome() -> Iterator[Any]:
    need("selenium")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, driver_path = browser()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    profile = tempfile.TemporaryDirectory()
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={profile.name}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()
        profile.cleanup()


def test_clicking_legal_moves_plays_the_game(site, chrome):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC  # noqa: N812
    from selenium.webdriver.support.ui import Select, WebDriverWait

    wait = WebDriverWait(chrome, 20)
    chrome.get(site)
    assert chrome.title == "Wingspan in the browser"
    Select(chrome.find_element(By.ID, "players")).select_by_visible_text("2")
    chrome.find_element(By.ID, "seed").send_keys("7")
    chrome.find_element(By.ID, "new-game").click()
    wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "button.move")))
    assert "Game 1" in chrome.find_element(By.ID, "summary").text
    assert chrome.find_element(By.ID, "prompt").text.startswith("player 0")
    assert len(chrome.find_elements(By.CSS_SELECTOR, "#players-view .player")) == 2
    assert len(chrome.find_elements(By.CSS_SELECTOR, "#table .card")) == 3  # the tray

    for clicks in range(1, 9):
        buttons = chrome.find_elements(By.CSS_SELECTOR, "button.move")
        assert buttons, chrome.find_element(By.ID, "error").text
        label = buttons[-1].text
        buttons[-1].click()
        wait.until(
            lambda d, n=clicks: (
                d.find_element(By.ID, "played").get_attribute("data-count") == str(n)
            )
        )
        assert chrome.find_element(By.ID, "error").text == "", label
        events = chrome.find_elements(By.CSS_SELECTOR, "#events li")
        assert events, f"no events shown after {label!r}"

    # the page shows what the server holds
    game = chrome.execute_script(
        "return fetch('/api/games/' + gameId, {headers: {'X-Wingspan-Token': token}})"
        ".then(r => r.json()).then(d => d.view)"
    )
    assert chrome.find_element(By.ID, "prompt").text == game["decision"]["prompt"]
    shown = [b.text for b in chrome.find_elements(By.CSS_SELECTOR, "button.move")]
    assert shown == [m["label"] for m in game["moves"]]
    hand = chrome.find_elements(
        By.CSS_SELECTOR, "#players-view .player.you .row:nth-child(2) .card"
    )
    assert [c.text for c in hand] == [c["name"] for c in game["players"][0]["hand"]]
