"""Browser checks of the Tanya LPSE chat widget (run by scripts/browser-test.sh).

Environment: BROWSER_URL (the running `tanya serve`), SERVER_PID (stopped at the
end to test the network-error message), OUT_DIR (screenshots), CHROMEDRIVER,
CHROMIUM. Prints one line per check; exits 1 if any failed.
"""
import os
import signal
import socket
import sys
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from browser_helpdesk import run_helpdesk

URL = os.environ["BROWSER_URL"].rstrip("/") + "/"
OUT = os.environ["OUT_DIR"]
P = ".tanya-lpse-"
failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"  ({detail})"), flush=True)
    if not condition:
        failures.append(name)


def make_driver(width, height, phone=False):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ["CHROMIUM"]
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={width},{height}", "--lang=id"):
        options.add_argument(arg)
    if phone:
        # A real phone viewport (headless windows have a minimum width above 375).
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": True}})
    driver = webdriver.Chrome(service=Service(executable_path=os.environ["CHROMEDRIVER"]), options=options)
    driver.set_page_load_timeout(20)
    return driver


def bot_messages(driver):
    return driver.find_elements(By.CSS_SELECTOR, P + "log " + P + "bot")


def send(driver, text):
    field = driver.find_element(By.CSS_SELECTOR, P + "input")
    field.clear()
    field.send_keys(text)
    field.send_keys(Keys.ENTER)


def wait_for_new_bot(driver, before, timeout=20):
    WebDriverWait(driver, timeout).until(lambda d: len(bot_messages(d)) > before)
    bubble = bot_messages(driver)[-1]
    # A new message fades in (opacity 0 -> 1); until then Selenium reads its text as empty.
    WebDriverWait(driver, timeout).until(
        lambda d: d.execute_script("return getComputedStyle(arguments[0]).opacity === '1'", bubble))
    return bubble


def run_conversation(driver):
    driver.get(URL)
    check("demo page title", "Tanya LPSE" in driver.title, driver.title)
    base = driver.execute_script("return window.TanyaLPSEWidget && window.TanyaLPSEWidget.apiBase")
    check("API base derived from the script's own src", base == URL, base)
    launcher = WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, P + "launcher")))
    check("launcher starts collapsed", launcher.get_attribute("aria-expanded") == "false")
    panel = driver.find_element(By.CSS_SELECTOR, P + "panel")
    check("panel hidden before opening", not panel.is_displayed())

    launcher.click()
    check("launcher aria-expanded=true after opening", launcher.get_attribute("aria-expanded") == "true")
    check("panel visible after opening", panel.is_displayed())
    field = driver.find_element(By.CSS_SELECTOR, P + "input")
    check("focus moves to the input", driver.switch_to.active_element == field)
    label = driver.find_elements(By.CSS_SELECTOR, f"label[for='{field.get_attribute('id')}']")
    check("input has a label", len(label) == 1 and label[0].get_attribute("textContent").strip() != "")
    log = driver.find_element(By.CSS_SELECTOR, P + "log")
    check("message log is aria-live=polite", log.get_attribute("aria-live") == "polite", log.get_attribute("aria-live"))
    check("message log has role=log", log.get_attribute("role") == "log")
    check("greeting shown", len(bot_messages(driver)) == 1)

    # A question with several possible problems: clarify with option buttons.
    before = len(bot_messages(driver))
    send(driver, "tidak bisa login")
    reply = wait_for_new_bot(driver, before)
    check("clarify reply", reply.get_attribute("data-type") == "clarify", reply.get_attribute("data-type"))
    options = reply.find_elements(By.CSS_SELECTOR, P + "option")
    check("clarify shows option buttons", len(options) >= 2, len(options))
    check("user message echoed", "tidak bisa login" in log.text)
    narrow = driver.execute_script("return window.innerWidth") < 600
    driver.save_screenshot(os.path.join(OUT, "phone-clarify.png" if narrow else "desktop-clarify.png"))

    # Choose an option: the widget asks with {"intent": id} and renders the answer.
    wanted = next((o for o in options if o.get_attribute("data-intent") == "lupa-password"), options[0])
    chosen_title = wanted.text
    before = len(bot_messages(driver))
    wanted.click()
    answer = wait_for_new_bot(driver, before)
    check("option gives an answer", answer.get_attribute("data-type") == "answer", answer.get_attribute("data-type"))
    title = answer.find_elements(By.CSS_SELECTOR, P + "title")
    check("answer has a title", len(title) == 1 and title[0].text.strip() != "", chosen_title)
    steps = answer.find_elements(By.CSS_SELECTOR, "ol > li")
    check("answer has numbered steps", len(steps) >= 1, len(steps))
    links = answer.find_elements(By.CSS_SELECTOR, "a")
    hrefs = [link.get_attribute("href") or "" for link in links]
    check("answer has contact links", len(links) >= 1, hrefs)
    check("contact hrefs are mailto/tel/https only",
          all(h.startswith(("mailto:", "tel:", "https:", "http:")) for h in hrefs) and len(hrefs) > 0, hrefs)
    check("option buttons disabled after choosing", all(not o.is_enabled() for o in options))
    check("focus back on the input after the answer", driver.switch_to.active_element == field)
    title_visible = driver.execute_script(
        "var t = arguments[0].getBoundingClientRect(), l = arguments[1].getBoundingClientRect();"
        "return t.top >= l.top - 1 && t.bottom <= l.bottom + 1;", title[0], log) if title else False
    check("a long answer is shown from its title", title_visible)
    driver.save_screenshot(os.path.join(OUT, "phone-answer.png" if narrow else "desktop-answer.png"))

    # Something the knowledge base cannot answer: a polite fallback with contacts.
    before = len(bot_messages(driver))
    send(driver, "resep rendang padang yang enak")
    fallback = wait_for_new_bot(driver, before)
    check("fallback reply", fallback.get_attribute("data-type") == "fallback", fallback.get_attribute("data-type"))
    # textContent: the bubble fades in from opacity 0, and Selenium's .text is empty until it is visible.
    check("fallback message is polite Indonesian", "Maaf" in fallback.get_attribute("textContent"), fallback.get_attribute("textContent")[:80])
    check("fallback lists contacts", len(fallback.find_elements(By.CSS_SELECTOR, "a")) >= 1)

    # Untrusted text is shown as text, never as markup.
    before = len(bot_messages(driver))
    send(driver, "<img src=x onerror=alert(1)> lupa password")
    wait_for_new_bot(driver, before)
    check("user text is not parsed as HTML", len(log.find_elements(By.CSS_SELECTOR, "img")) == 0)
    check("aria-live log holds the whole conversation", len(bot_messages(driver)) >= 5)

    # Esc closes and gives focus back to the launcher.
    field.send_keys(Keys.ESCAPE)
    check("Esc closes the panel", not panel.is_displayed())
    check("Esc sets aria-expanded=false", launcher.get_attribute("aria-expanded") == "false")
    check("focus returns to the launcher", driver.switch_to.active_element == launcher)
    launcher.send_keys(Keys.ENTER)
    check("keyboard Enter on the launcher reopens", panel.is_displayed())


def check_followups_and_reload(driver):
    """A typed number answers the last clarify; the conversation survives a reload."""
    before = len(bot_messages(driver))
    send(driver, "tidak bisa login")
    clarify = wait_for_new_bot(driver, before)
    titles = [o.get_attribute("textContent") for o in clarify.find_elements(By.CSS_SELECTOR, P + "option")]
    check("follow-up: clarify before a typed number", clarify.get_attribute("data-type") == "clarify" and len(titles) >= 2,
          clarify.get_attribute("data-type"))
    before = len(bot_messages(driver))
    send(driver, "9")
    again = wait_for_new_bot(driver, before)
    kept = [o.get_attribute("textContent") for o in again.find_elements(By.CSS_SELECTOR, P + "option")]
    check("follow-up: an out-of-range number asks again with the same options",
          again.get_attribute("data-type") == "clarify" and kept == titles, (again.get_attribute("textContent")[:80], kept))
    before = len(bot_messages(driver))
    send(driver, "no 2")
    answer = wait_for_new_bot(driver, before)
    title = answer.find_elements(By.CSS_SELECTOR, P + "title")
    check("follow-up: typed 'no 2' opens the second option",
          answer.get_attribute("data-type") == "answer" and len(title) == 1 and len(titles) > 1 and title[0].get_attribute("textContent") == titles[1],
          (answer.get_attribute("data-type"), answer.get_attribute("textContent")[:80], titles))

    count = len(bot_messages(driver))
    log_text = driver.find_element(By.CSS_SELECTOR, P + "log").get_attribute("textContent")
    driver.refresh()
    launcher = WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, P + "launcher")))
    launcher.click()
    restored = driver.find_element(By.CSS_SELECTOR, P + "log").get_attribute("textContent")
    check("reload: the conversation is shown again", len(bot_messages(driver)) == count and "tidak bisa login" in restored,
          (len(bot_messages(driver)), count))
    check("reload: same text as before the reload", restored == log_text, (len(restored), len(log_text)))
    # The clarify is remembered too: ask one, reload, then answer it with a number.
    before = len(bot_messages(driver))
    send(driver, "tidak bisa login")
    wait_for_new_bot(driver, before)
    driver.refresh()
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, P + "launcher"))).click()
    before = len(bot_messages(driver))
    send(driver, "1")
    answer = wait_for_new_bot(driver, before)
    check("reload: a typed number still answers the clarify from before the reload",
          answer.get_attribute("data-type") == "answer", answer.get_attribute("data-type"))

    # The API's length limit is said before sending, and nothing is cut.
    field = driver.find_element(By.CSS_SELECTOR, P + "input")
    long_text = "lupa password " * 80
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));", field, long_text)
    hint = driver.find_element(By.CSS_SELECTOR, P + "hint")
    check("length: a hint appears over the limit", hint.is_displayed() and "1000" in hint.get_attribute("textContent"), hint.get_attribute("textContent"))
    before = len(bot_messages(driver))
    field.send_keys(Keys.ENTER)
    message = wait_for_new_bot(driver, before)
    check("length: too long is refused before sending, the text kept",
          "terlalu panjang" in message.get_attribute("textContent") and len(field.get_attribute("value")) >= 1000, message.get_attribute("textContent")[:80])
    field.clear()


def black_hole():
    """A loopback server that accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    held = []

    def accept():
        deadline = time.time() + 120
        while time.time() < deadline:
            listener.settimeout(1.0)
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    threading.Thread(target=accept, daemon=True).start()
    return listener.getsockname()[1]


def check_timeout(driver):
    """data-api and data-timeout: a server that never answers gives the timeout message."""
    port = black_hole()
    # The demo page, with its widget replaced by one embedded with other attributes.
    driver.get(URL)
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, P + "launcher")))
    driver.execute_script(
        "document.querySelector('.tanya-lpse-root').remove(); delete window.TanyaLPSEWidget;"
        "var s = document.createElement('script'); s.src = arguments[0];"
        "s.setAttribute('data-api', arguments[1]); s.setAttribute('data-timeout', '1500');"
        "document.body.appendChild(s);", URL + "widget.js", f"http://127.0.0.1:{port}")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!(window.TanyaLPSEWidget && window.TanyaLPSEWidget.open)"))
    base = driver.execute_script("return window.TanyaLPSEWidget.apiBase")
    check("data-api overrides the API base", base == f"http://127.0.0.1:{port}/", base)
    driver.find_element(By.CSS_SELECTOR, P + "launcher").click()
    before = len(bot_messages(driver))
    send(driver, "lupa password")
    try:
        message = wait_for_new_bot(driver, before, timeout=15)
        check("timeout message shown", message.get_attribute("data-type") == "error" and "terlalu lama" in message.text,
              message.text[:100])
    except TimeoutException:
        check("timeout message shown", False, "no message within 15 s")


def widget_picture(driver):
    """docs/widget.png: the widget on a desktop answering a vendor's question (kept as widget.png)."""
    driver.get(URL)
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, P + "launcher"))).click()
    before = len(bot_messages(driver))
    send(driver, "gk bisa login, muncul java script error")
    answer = wait_for_new_bot(driver, before)
    check("desktop: the README's question is answered", answer.get_attribute("data-type") == "answer")
    driver.save_screenshot(os.path.join(OUT, "widget.png"))


def main():
    phone = make_driver(375, 667, phone=True)
    desktop = None
    try:
        run_conversation(phone)
        run_helpdesk(phone, check, send, bot_messages, wait_for_new_bot, OUT, "phone")
        check("phone: viewport is 375 px wide", phone.execute_script("return window.innerWidth") == 375,
              phone.execute_script("return window.innerWidth"))
        phone.save_screenshot(os.path.join(OUT, "phone.png"))
        panel = phone.find_element(By.CSS_SELECTOR, P + "panel")
        size = panel.size
        inner = phone.execute_script("return [window.innerWidth, window.innerHeight]")
        check("phone: panel fills the screen", size["width"] == inner[0] and size["height"] == inner[1], (size, inner))
        overflow = phone.execute_script("return document.documentElement.scrollWidth > window.innerWidth")
        check("phone: no horizontal scrolling", not overflow)

        desktop = make_driver(1280, 800)
        run_conversation(desktop)
        check_followups_and_reload(desktop)
        desktop.save_screenshot(os.path.join(OUT, "desktop.png"))
        widget_picture(desktop)
        run_helpdesk(desktop, check, send, bot_messages, wait_for_new_bot, OUT, "desktop")
        check_timeout(phone)
        width = desktop.find_element(By.CSS_SELECTOR, P + "panel").size["width"]
        check("desktop: panel is a side window, not full width", width < 500, width)

        # The server goes away: the next question gets the network-error message.
        os.kill(int(os.environ["SERVER_PID"]), signal.SIGTERM)
        time.sleep(1.0)
        before = len(bot_messages(desktop))
        send(desktop, "lupa user id")
        try:
            error = wait_for_new_bot(desktop, before, timeout=25)
            check("network error message shown", error.get_attribute("data-type") == "error"
                  and "tidak dapat dihubungi" in error.text, error.text[:100])
            field = desktop.find_element(By.CSS_SELECTOR, P + "input")
            check("server down: the question stays in the input", field.get_attribute("value") == "lupa user id",
                  field.get_attribute("value"))
            check("server down: a retry button", len(error.find_elements(By.CSS_SELECTOR, P + "retry")) == 1)
            hrefs = [a.get_attribute("href") or "" for a in error.find_elements(By.CSS_SELECTOR, "a")]
            check("server down: national contacts with tel:/mailto: links",
                  any(h.startswith("tel:") for h in hrefs) and any(h.startswith("mailto:") for h in hrefs), hrefs)
            before = len(bot_messages(desktop))
            error.find_element(By.CSS_SELECTOR, P + "retry").click()
            again = wait_for_new_bot(desktop, before, timeout=25)
            check("server down: retry asks again and fails politely", again.get_attribute("data-type") == "error")
        except TimeoutException:
            check("network error message shown", False, "no message within 25 s")
        send_button = desktop.find_element(By.CSS_SELECTOR, P + "send")
        check("send button usable again after the error", send_button.is_enabled())
        desktop.save_screenshot(os.path.join(OUT, "desktop-network-error.png"))
    finally:
        phone.quit()
        if desktop:
            desktop.quit()
    print("screenshots: " + " ".join(os.path.join(OUT, name) for name in sorted(os.listdir(OUT)) if name.endswith(".png")))
    if failures:
        print(f"browser-test: {len(failures)} check(s) failed: {', '.join(failures)}")
        sys.exit(1)
    print("browser-test: all checks passed")


if __name__ == "__main__":
    main()
