"""The review console in headless Chromium (system chromium + chromedriver, Selenium)."""

from __future__ import annotations

import shutil
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
uvicorn = pytest.importorskip("uvicorn", reason="pip install 'warrantguard[review]'")
webdriver = pytest.importorskip("selenium.webdriver", reason="pip install selenium")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from warrantguard.policies import ReviewQueue, ReviewStatus  # noqa: E402
from warrantguard.policies._console import create_app  # noqa: E402

from .conftest import free_port  # noqa: E402
from .test_console import TOKEN, XSS, add_item  # noqa: E402

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"


@pytest.fixture(scope="module")
def queue(tmp_path_factory: pytest.TempPathFactory) -> ReviewQueue:
    """The queue behind the console."""
    return ReviewQueue(tmp_path_factory.mktemp("console") / "q.sqlite3")


@pytest.fixture(scope="module")
def console(queue: ReviewQueue) -> Iterator[str]:
    """The console served by uvicorn on 127.0.0.1 in a thread; yields its base URL."""
    port = free_port()
    config = uvicorn.Config(create_app(queue, token=TOKEN), host="127.0.0.1", port=port,
                            log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "uvicorn did not start"
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless system Chromium, or a skip saying what is missing."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not Path(p).exists()]
    if missing:
        pytest.skip(f"{' and '.join(missing)} not installed (apt-get install chromium chromium-driver)")
    profile = tempfile.mkdtemp(prefix="wg-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--window-size=1280,900",
                 f"--user-data-dir={profile}"):
        options.add_argument(flag)
    service = webdriver.ChromeService(executable_path=CHROMEDRIVER)
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def log_in(browser: Any, console: str) -> None:
    """Log in through the form with the token."""
    browser.get(f"{console}/login")
    if not browser.find_elements(By.ID, "login-form"):
        return  # already logged in
    browser.find_element(By.ID, "login-name").send_keys("ann")
    browser.find_element(By.ID, "login-secret").send_keys(TOKEN)
    browser.find_element(By.ID, "login-submit").click()
    wait_for(browser, "pending-count")


def wait_for(browser: Any, element_id: str) -> Any:
    """The element with this id, once the page showing it has loaded."""
    return WebDriverWait(browser, 15).until(ec.presence_of_element_located((By.ID, element_id)))


def test_log_in_approve_and_the_item_leaves_the_queue(
    browser: Any, console: str, queue: ReviewQueue
) -> None:
    item_id = add_item(queue)
    browser.get(console + "/")
    assert browser.find_elements(By.ID, "login-form"), "the queue must not show without login"
    log_in(browser, console)
    row = browser.find_element(By.CSS_SELECTOR, f'tr.item[data-id="{item_id}"]')
    assert "motorcycle or train" in row.text
    assert "Conditional Warrant" in row.find_element(By.CSS_SELECTOR, ".badge").text
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "review-console-queue.png"))
    row.find_element(By.CSS_SELECTOR, "a.open").click()
    assert "scope refinement" in wait_for(browser, "tiers").text
    browser.save_screenshot(str(ARTIFACTS / "review-console-item.png"))
    browser.find_element(By.ID, "note").send_keys("looks fine")
    browser.find_element(By.ID, "approve").click()
    assert "approved by ann" in wait_for(browser, "flash").text
    assert not browser.find_elements(By.CSS_SELECTOR, f'tr.item[data-id="{item_id}"]')
    item = queue.get(item_id)
    assert (item.status, item.reviewer, item.note) == (ReviewStatus.APPROVED, "ann", "looks fine")


def test_script_and_img_payloads_render_inert(
    browser: Any, console: str, queue: ReviewQueue
) -> None:
    item_id = add_item(queue, prompt=f"Pick {XSS}, a or b?", option_a=f"a{XSS}",
                       recommendation=f"a{XSS}", contexts=(XSS,))
    log_in(browser, console)
    for path, marker in (("/", "pending-count"), ("/history", "filters"),
                         (f"/items/{item_id}", "question")):
        browser.get(console + path)
        wait_for(browser, marker)
        time.sleep(0.2)  # give any injected handler a chance to run
        assert browser.execute_script("return window.__pwned === undefined")
        assert not browser.find_elements(By.CSS_SELECTOR, "main script, main img")
    assert "<script>window.__pwned=1</script>" in browser.find_element(By.ID, "question").text
    browser.save_screenshot(str(ARTIFACTS / "review-console-payload.png"))


def test_requests_without_the_token_and_forged_posts_are_refused(
    console: str, queue: ReviewQueue
) -> None:
    import httpx

    item_id = add_item(queue)
    with httpx.Client(base_url=console) as client:
        r = client.get("/")
        assert r.status_code == 401 and item_id not in r.text
        r = client.post(f"/items/{item_id}/decide", data={"verdict": "approve"},
                        headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 403 and "CSRF" in r.text
    assert queue.get(item_id).status is ReviewStatus.PENDING
