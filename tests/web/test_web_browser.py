"""The example web client in a real browser: headless Chromium loads the page, starts a game
of two people, opens the second seat's link in a second browser, and both play their own
decisions by clicking until the game ends; a screenshot shows the board.

Needs the example's packages and Debian's chromium and chromium-driver (.ci/run installs
them; without them the test is skipped, except in CI where it fails).
"""

from __future__ import annotations

import struct
import tempfile
import threading
import zlib
from collections.abc import Iterator
from typing import Any

import pytest

from ._example import browser, need, server

pytestmark = pytest.mark.browser

STEPS = 2000  # more clicks than a two-player game takes


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Iterator[str]:
    """The example server on a free port of the loopback interface, in a thread."""
    need("flask")
    from werkzeug.serving import make_server

    app = server().create_app(tmp_path_factory.mktemp("web") / "games.sqlite3")
    http = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=http.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{http.server_port}"
    finally:
        http.shutdown()
        thread.join(timeout=10)


def _chrome() -> tuple[Any, tempfile.TemporaryDirectory[str]]:
    """A headless Chromium with a profile of its own (its own storage: another browser)."""
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
        "--window-size=1600,1200",
        f"--user-data-dir={profile.name}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(30)
    return driver, profile


@pytest.fixture(scope="module")
def chromes() -> Iterator[tuple[Any, Any]]:
    first, one = _chrome()
    try:
        second, two = _chrome()
    except BaseException:
        first.quit()
        one.cleanup()
        raise
    try:
        yield first, second
    finally:
        for driver, profile in ((first, one), (second, two)):
            driver.quit()
            profile.cleanup()


def _pixels_vary(png: bytes) -> bool:
    """Whether a PNG (8-bit RGB or RGBA, as Chromium writes them) is not one flat colour:
    its rows, unfiltered, hold more than one pixel value."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, colour = struct.unpack(">IIBB", png[16:26])
    assert depth == 8 and colour in (2, 6), (depth, colour)
    size = 3 if colour == 2 else 4
    data, at = b"", 8
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at : at + 8])
        if kind == b"IDAT":
            data += png[at + 8 : at + 8 + length]
        at += 12 + length
    raw = zlib.decompress(data)
    stride = width * size
    previous = bytearray(stride)
    seen: set[bytes] = set()
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = row[i - size] if i >= size else 0
            up = previous[i]
            corner = previous[i - size] if i >= size else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                row[i] = (row[i] + pred) & 0xFF
        seen.update(bytes(row[i : i + size]) for i in range(0, stride, size * 7))
        if len(seen) > 20:
            return True
        previous = row
    return len(seen) > 20


def test_two_people_play_a_game_to_its_end_in_two_browsers(site, chromes):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC  # noqa: N812
    from selenium.webdriver.support.ui import Select, WebDriverWait

    ann, bob = chromes
    ann.get(site)
    assert ann.title == "Wingspan in the browser"
    wait = WebDriverWait(ann, 20)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#mode option"))
    modes = [o.text for o in ann.find_elements(By.CSS_SELECTOR, "#mode option")]
    assert "base" in modes and len(modes) > 1  # the modes the library offers
    Select(ann.find_element(By.ID, "players")).select_by_visible_text("2")
    ann.find_element(By.ID, "names").send_keys("Ann, Bob")
    ann.find_element(By.ID, "people").clear()
    ann.find_element(By.ID, "people").send_keys("0, 1")
    ann.find_element(By.ID, "seed").send_keys("7")
    ann.find_element(By.ID, "new-game").click()
    wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "a.invite")))
    assert "You are Ann" in ann.find_element(By.ID, "summary").text
    assert len(ann.find_elements(By.CSS_SELECTOR, "#players-view .player")) == 2
    assert len(ann.find_elements(By.CSS_SELECTOR, "#table .tray .card")) == 3
    assert ann.find_elements(By.CSS_SELECTOR, "#table .tray .card .power")  # the facts
    bob.get(ann.find_element(By.CSS_SELECTOR, "a.invite").get_attribute("href"))
    WebDriverWait(bob, 20).until(lambda d: "You are Bob" in d.find_element(By.ID, "summary").text)
    # Bob sees his own hand, not Ann's
    assert bob.find_elements(By.CSS_SELECTOR, ".player.you .hand .card:not(.hidden)")
    assert not bob.find_elements(By.CSS_SELECTOR, ".player:not(.you) .hand .card:not(.hidden)")

    seats = (ann, bob)
    phase, deciding = "play", ann.execute_script("return current.view.deciding")
    last = ann
    for step in range(STEPS):
        if phase == "over":
            break
        driver = seats[deciding]
        if driver is last:  # its page shows the view its own move answered
            version = driver.execute_script("return version")
        else:  # the other seat moved: the page follows (as its polling would)
            version = driver.execute_script("return refresh().then(() => version)")
        last = driver
        buttons = driver.find_elements(By.CSS_SELECTOR, "button.move")
        assert buttons, driver.find_element(By.ID, "error").text
        label = buttons[step % len(buttons)].text
        buttons[step % len(buttons)].click()
        WebDriverWait(driver, 20).until(lambda d, v=version: d.execute_script("return version") > v)
        assert driver.find_element(By.ID, "error").text == "", label
        phase, deciding = driver.execute_script(
            "return [current.view.phase, current.view.deciding]"
        )
    else:
        pytest.fail(f"the game did not end in {STEPS} clicks")

    for driver in seats:
        driver.execute_script("return refresh()")
        WebDriverWait(driver, 20).until(
            lambda d: d.find_element(By.ID, "prompt").text == "The game is over."
        )
        scores = driver.find_elements(By.CSS_SELECTOR, "#scores .score")
        assert [s.text.split(":")[0] for s in scores] == ["Ann", "Bob"]
        lines = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#events li")]
        assert lines and not any("(" in line and ";" in line for line in lines)  # no raw tags
        birds = driver.find_elements(By.CSS_SELECTOR, ".player .mat .card .name")
        assert birds  # birds on the mats
    board = ann.find_element(By.ID, "board")
    assert board.is_displayed() and board.size["height"] > 200
    shot = board.screenshot_as_png
    assert _pixels_vary(shot)
    assert _pixels_vary(ann.get_screenshot_as_png())


#: What the page shows of a nectar game at each step (read in the page, one call a step).
_NECTAR_SEEN = """
const text = (q) => [...document.querySelectorAll(q)].map((e) => e.textContent).join(" | ");
return {
  food: text(".player .row:first-of-type"),
  dice: text("#table .die"),
  zones: [...document.querySelectorAll(".habitat .zone")].map((z) => [z.closest(".habitat").className, z.dataset.zone, z.textContent]),
  costs: text(".card .facts"),
  moves: text("button.move"),
};
"""


def test_a_nectar_game_shows_oceania_from_the_view(site, chromes):
    """Oceania in the page, from what the server declares: its option in the form, nectar in
    the supply, costs and dice, the spent-nectar spaces on their habitats' rows, and the
    majority's category in the final scores."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    from wingspan_rules.match import Match

    page = chromes[0]
    page.get(site)
    wait = WebDriverWait(page, 20)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sets input[value=oceania]"))
    assert not page.find_elements(By.CSS_SELECTOR, "#expansion-options input")
    page.find_element(By.CSS_SELECTOR, "#sets input[value=oceania]").click()
    points = page.find_element(
        By.CSS_SELECTOR, '#expansion-options input[data-field="majority_points"]'
    )
    assert points.get_attribute("value") == "5, 2"  # the declared default
    points.clear()
    points.send_keys("9, 4")
    Select(page.find_element(By.ID, "players")).select_by_visible_text("2")
    Select(page.find_element(By.ID, "bot")).select_by_visible_text("greedy")
    page.find_element(By.ID, "seed").clear()
    page.find_element(By.ID, "seed").send_keys("5")
    page.find_element(By.ID, "new-game").click()
    wait.until(lambda d: d.execute_script("return current !== null && current.view.viewer === 0"))
    seen: dict[str, Any] = {"food": False, "dice": False, "costs": False, "zones": []}
    for step in range(STEPS):
        if page.execute_script("return current.view.phase") == "over":
            break
        shown = page.execute_script(_NECTAR_SEEN)
        seen["food"] = seen["food"] or "nectar" in shown["food"]
        seen["dice"] = seen["dice"] or "/nectar" in shown["dice"]
        seen["costs"] = seen["costs"] or "nectar" in shown["costs"]
        seen["zones"] += shown["zones"]
        if step < 10:  # a few by clicking, then through the page's own function (quicker)
            version = page.execute_script("return version")
            page.find_elements(By.CSS_SELECTOR, "button.move")[0].click()
            wait.until(lambda d, v=version: d.execute_script("return version") > v)
        else:
            page.execute_script(f"const m = current.view.moves; return play(m[{step} % m.length])")
        assert page.find_element(By.ID, "error").text == ""
    else:
        pytest.fail(f"the game did not end in {STEPS} moves")
    assert seen["food"] and seen["dice"] and seen["costs"]
    assert seen["zones"], "the spent-nectar spaces never showed"
    for row, zone, label in seen["zones"]:  # each space on its own habitat's row
        habitat = zone.rsplit("-", 1)[1]
        assert habitat in row.split() and label.startswith("oceania nectar:")
    wait.until(lambda d: d.find_element(By.ID, "prompt").text == "The game is over.")
    nectar = page.find_elements(By.CSS_SELECTOR, '#scores .category[data-category="nectar"]')
    assert len(nectar) == 2 and all(n.text.startswith("nectar ") for n in nectar)
    assert max(int(n.get_attribute("data-points")) for n in nectar) >= 4  # 9 or 4 a place
    save = page.execute_script(
        "return call('GET', `/api/games/${gameId}/save`).then((d) => d.save)"
    )
    options = Match.from_json(save).state.config.expansions  # the option reached the game
    assert [o.majority_points for o in options] == [(9, 4)]


def test_a_part_no_expansion_has_yet_is_shown_as_it_comes(site, chromes):
    """The page names no expansion: a view with a zone, a player's key, a table's key and a
    section no set has today (as a new expansion would add them) shows each one in words."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    page = chromes[1]
    page.get(site)
    WebDriverWait(page, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sets input"))
    page.execute_script(
        "token = null; return call('POST', '/api/games', {players: 2, seed: 1})"
        ".then((data) => { remember(data); render(data); })"
    )
    page.execute_script(
        """
        const view = structuredClone(current.view);
        view.players[0].zones = {"newset-tokens-wetland": 2, "newset-tracker": 4};
        view.players[0].newset_track = [1, 3];
        view.table.newset_pool = [{id: 1, name: "A Card"}];
        view.newset = {space: 3, open: true};
        render({...current, view});
        """
    )
    wetland = page.find_element(By.CSS_SELECTOR, ".player.you .habitat.wetland .cubes")
    assert "newset tokens: 2" in wetland.text  # a habitat's zone on its row
    mine = page.find_element(By.CSS_SELECTOR, ".player.you")
    assert "newset tracker: 4" in mine.find_element(By.CSS_SELECTOR, ".zones").text
    track = mine.find_element(By.CSS_SELECTOR, '[data-key="newset_track"]').text
    assert "newset track" in track and "1, 3" in track
    pool = page.find_element(By.CSS_SELECTOR, '#table [data-key="newset_pool"]')
    assert "A Card" in pool.text
    section = page.find_element(By.CSS_SELECTOR, '#sections [data-section="newset"]')
    assert "space" in section.text and "yes" in section.text


def test_an_americas_game_shows_the_garden_and_the_hummingbird_spaces(site, chromes):
    """The Americas from the view alone: the table's zones (the garden's piles with their
    face-up hummingbirds, the hummingbird deck by its size) and each player's hummingbird in
    its habitat's space, by name; the story tells the hummingbirds attracted."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    page = chromes[1]
    page.get(site)
    WebDriverWait(page, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sets input"))
    page.execute_script(
        "token = null; return call('POST', '/api/games', "
        "{players: 2, seed: 3, sets: ['core', 'americas'], bot: 'greedy'})"
        ".then((data) => { remember(data); render(data); })"
    )
    shared = page.find_element(By.CSS_SELECTOR, "#table .table-zones")
    assert "garden pile 1: 1" in shared.text and "hummingbird deck:" in shared.text
    assert "face down" in shared.text
    tops = shared.find_elements(By.CSS_SELECTOR, ".zone-card.top")
    names = page.execute_script(
        "return Object.values(current.view.table.zones).flatMap((z) => z.cards.map((c) => c.name))"
    )
    assert len(tops) >= 5 and all(t.find_element(By.TAG_NAME, "b").text in names for t in tops)
    grassland = page.find_element(By.CSS_SELECTOR, ".player.you .habitat.grassland .cubes")
    mine = page.execute_script(
        "return current.view.players[current.view.viewer].zone_cards['americas-space-grassland']"
    )
    assert mine and mine[0]["name"] in grassland.text  # the starting hummingbird, by name
    for _ in range(40):  # play on until a hummingbird is attracted and told
        if any(
            " attracted " in li.text for li in page.find_elements(By.CSS_SELECTOR, "#events li")
        ):
            break
        page.execute_script("const m = current.view.moves; return play(m[0])")
        assert page.find_element(By.ID, "error").text == ""
    else:
        pytest.fail("no hummingbird was attracted in 40 moves")
