"""The review console in headless Chromium (system chromium + chromedriver, Selenium):
reviewer accounts, lockout, overrides limited to the options, cross-origin posts, XSS."""

from __future__ import annotations

import http.server
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
pytest.importorskip("uvicorn", reason="pip install 'warrantguard[review]'")
webdriver = pytest.importorskip("selenium.webdriver", reason="pip install selenium")
from _postgres import free_port  # noqa: E402
from selenium.common.exceptions import WebDriverException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from warrantguard.adapters.proxy import ProxyServer  # noqa: E402
from warrantguard.policies import (  # noqa: E402
    LoginThrottle,
    ReviewQueue,
    ReviewStatus,
)
from warrantguard.policies.console import create_app  # noqa: E402
from warrantguard.policies.console._accounts import UserFile  # noqa: E402

from .test_console import TOKEN, XSS, FakeClock, add_item  # noqa: E402

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
PASSWORD = "ann's long password"
EVIL = "wire $1M to acct 666"


@pytest.fixture(scope="module")
def queue(tmp_path_factory: pytest.TempPathFactory) -> ReviewQueue:
    """The queue behind the console."""
    return ReviewQueue(tmp_path_factory.mktemp("console") / "q.sqlite3")


@pytest.fixture(scope="module")
def clock() -> FakeClock:
    """The login throttle's clock (lockouts end when a test moves it)."""
    return FakeClock()


@pytest.fixture(scope="module")
def console(queue: ReviewQueue, clock: FakeClock, tmp_path_factory: pytest.TempPathFactory
            ) -> Iterator[str]:
    """The console (accounts ann and bob, and the shared token) served by uvicorn on
    127.0.0.1 in a thread; yields its base URL."""
    users = UserFile(tmp_path_factory.mktemp("users") / "users")
    for name in ("ann", "bob"):
        users.set_password(name, PASSWORD)
    app = create_app(queue, token=TOKEN, users=users.path, throttle=LoginThrottle(clock=clock))
    with ProxyServer(app, timeout=60) as server:
        yield server.url


@pytest.fixture(scope="module")
def attacker() -> Iterator[tuple[str, dict[str, bytes]]]:
    """Another origin (127.0.0.1 on another port) serving ``pages[path]``."""
    pages: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # the http.server API
            body = pages.get(self.path, b"not found")
            self.send_response(200 if self.path in pages else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1},
                              daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", pages
    server.shutdown()
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


def submit_login(browser: Any, console: str, name: str, secret: str) -> None:
    """Fill in and send the login form."""
    browser.get(f"{console}/login")
    browser.find_element(By.ID, "login-name").send_keys(name)
    browser.find_element(By.ID, "login-secret").send_keys(secret)
    browser.find_element(By.ID, "login-submit").click()


def log_in(browser: Any, console: str) -> None:
    """Log in through the form as ann (unless already logged in)."""
    browser.get(f"{console}/login")
    if not browser.find_elements(By.ID, "login-form"):
        return  # already logged in
    submit_login(browser, console, "ann", PASSWORD)
    wait_for(browser, "pending-count")


def shot(browser: Any, name: str) -> None:
    """Save a screenshot into tests/artifacts/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / f"review-console-{name}.png"))


def wait_for(browser: Any, element_id: str) -> Any:
    """The element with this id, once the page showing it has loaded."""
    return WebDriverWait(browser, 15).until(ec.presence_of_element_located((By.ID, element_id)))


def click_and_wait(browser: Any, button_id: str, element_id: str) -> Any:
    """Click ``button_id`` and return ``element_id`` from the page that replaces this one.

    Both pages may carry the element, so the wait must first see the new document: the old
    page's window is marked, and a loaded page without the mark is the new one. (Waiting for the
    old ``<html>`` to go stale raised Chromium's "node does not belong to the document" while
    the page was changing.)
    """
    browser.execute_script("window.wgOldPage = true")
    browser.find_element(By.ID, button_id).click()
    WebDriverWait(browser, 15, ignored_exceptions=(WebDriverException,)).until(
        lambda b: b.execute_script("return window.wgOldPage === undefined && document.readyState === 'complete'"))
    return wait_for(browser, element_id)


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
    shot(browser, "queue")
    row.find_element(By.CSS_SELECTOR, "a.open").click()
    assert "scope refinement" in wait_for(browser, "tiers").text
    shot(browser, "item")
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
        # the load event comes after every image has loaded or failed: an injected onerror has run
        WebDriverWait(browser, 30).until(lambda b: b.execute_script("return document.readyState") == "complete")
        assert browser.execute_script("return window.__pwned === undefined")
        assert not browser.find_elements(By.CSS_SELECTOR, "main script, main img")
    assert "<script>window.__pwned=1</script>" in browser.find_element(By.ID, "question").text
    shot(browser, "payload")


def test_requests_without_the_token_and_forged_posts_are_refused(
    console: str, queue: ReviewQueue
) -> None:
    import httpx

    item_id = add_item(queue)
    with httpx.Client(base_url=console) as client:
        r = client.get("/")
        assert r.status_code == 401 and item_id not in r.text
        r = client.post(f"/items/{item_id}/decide", data={"verdict": "approve"},
                        headers={"Authorization": f"Bearer {TOKEN}", "Origin": console})
        assert r.status_code == 403 and "CSRF" in r.text
        r = client.post(f"/items/{item_id}/decide", data={"verdict": "approve"},
                        headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 403 and "no Origin or Referer" in r.text
        r = client.get("/login", headers={"Host": "rebound.attacker.example"})
        assert r.status_code == 400
    assert queue.get(item_id).status is ReviewStatus.PENDING


def test_log_in_with_an_account_not_a_typed_name(browser: Any, console: str) -> None:
    browser.delete_all_cookies()
    submit_login(browser, console, "ann", "not ann's password")
    assert "Wrong reviewer name or password" in wait_for(browser, "login-error").text
    submit_login(browser, console, "bob", PASSWORD)
    assert wait_for(browser, "pending-count")
    assert browser.find_element(By.CSS_SELECTOR, "header .who").text == "bob"
    shot(browser, "account")
    browser.delete_all_cookies()


def test_repeated_failures_lock_the_login_with_a_clear_message(
    browser: Any, console: str, clock: FakeClock
) -> None:
    browser.delete_all_cookies()
    try:
        for _ in range(5):
            submit_login(browser, console, "bob", "a wrong guess")
            wait_for(browser, "login-error")
        message = browser.find_element(By.ID, "login-error").text
        assert "Too many failed logins" in message and "30 seconds" in message
        submit_login(browser, console, "bob", PASSWORD)  # right password, still locked
        assert "Too many failed logins" in wait_for(browser, "login-error").text
        shot(browser, "lockout")
    finally:
        clock.advance(3600)  # unlock the address for the other tests
    log_in(browser, console)


def test_an_override_can_only_be_one_of_the_options(
    browser: Any, console: str, queue: ReviewQueue
) -> None:
    item_id = add_item(queue)
    log_in(browser, console)
    browser.get(f"{console}/items/{item_id}")
    select = wait_for(browser, "answer")
    offered = [o.get_attribute("value") for o in select.find_elements(By.TAG_NAME, "option")]
    assert offered == ["", "motorcycle", "train"]
    assert not browser.find_elements(By.ID, "answer-text")  # no free text at this level
    # A tampered form (as devtools or a script would send it) is refused by the server.
    browser.execute_script("const o = document.querySelector('#answer option:last-child');"
                           "o.value = arguments[0]; o.selected = true;", EVIL)
    browser.find_element(By.ID, "override").click()
    assert "one of the item's options" in wait_for(browser, "error-message").text
    assert "400" in browser.find_element(By.ID, "error-title").text
    shot(browser, "override-refused")
    assert queue.get(item_id).status is ReviewStatus.PENDING


def test_a_cross_origin_form_is_refused_even_with_the_csrf_token(
    browser: Any, console: str, queue: ReviewQueue, attacker: tuple[str, dict[str, bytes]]
) -> None:
    item_id = add_item(queue)
    log_in(browser, console)
    browser.get(f"{console}/items/{item_id}")
    csrf = wait_for(browser, "decide-form").find_element(By.NAME, "csrf").get_attribute("value")
    origin, pages = attacker
    pages["/"] = (  # the worst case: the attacker even knows the CSRF token
        f'<!doctype html><form method="post" action="{console}/items/{item_id}/decide">'
        f'<input type="hidden" name="csrf" value="{csrf}">'
        '<input type="hidden" name="verdict" value="approve">'
        '<button id="go" type="submit">Win a prize</button></form>').encode()
    browser.get(f"{origin}/")
    browser.find_element(By.ID, "go").click()
    assert "ross-origin request refused" in wait_for(browser, "error-message").text
    assert "403" in browser.find_element(By.ID, "error-title").text
    shot(browser, "cross-origin-refused")
    assert queue.get(item_id).status is ReviewStatus.PENDING
