"""Browser checks of the widget's helpdesk loop (imported by browser_test.py):
"Membantu?" with both buttons and a comment, and the LKPP letter form from
an answer to the printable letter, each recorded in the server's access log."""
import json
import os

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

P = ".tanya-lpse-"

LETTER = {
    "company": "PT Uji Coba Browser", "director": "Siti Rahma", "address": "Jl. Merdeka No. 10, Pekanbaru",
    "npwp": "01.234.567.8-901.000", "phone": "0761 123456", "email": "direktur@ujicoba.co.id",
    "user_id": "ujicoba01", "description": "Tidak bisa login di LPSE Kota A, di LPSE lain bisa.", "place": "Pekanbaru",
}


def logged(out_dir, route):
    """The access-log lines of `route` the server wrote so far."""
    lines = []
    with open(os.path.join(out_dir, "serve.log"), encoding="utf-8") as log:
        for line in log:
            if line.startswith("{"):
                entry = json.loads(line)
                if entry.get("route") == route:
                    lines.append(entry)
    return lines


def wait_text(driver, element, text, timeout=10):
    WebDriverWait(driver, timeout).until(lambda d: text in element.text)
    return True


def run_helpdesk(driver, check, send, bot_messages, wait_for_new_bot, out_dir, label):
    if not driver.find_element(By.CSS_SELECTOR, P + "panel").is_displayed():
        driver.find_element(By.CSS_SELECTOR, P + "launcher").click()

    # "Ya", clicked.
    before = len(bot_messages(driver))
    send(driver, "lupa password akun penyedia")
    answer = wait_for_new_bot(driver, before)
    group = answer.find_elements(By.CSS_SELECTOR, P + "feedback")
    check(f"{label}: answer asks 'Membantu?'", len(group) == 1 and "Membantu?" in group[0].text)
    check(f"{label}: feedback is a labelled group", group and group[0].get_attribute("role") == "group"
          and group[0].get_attribute("aria-label"))
    feedback_before = len(logged(out_dir, "/v1/feedback"))
    yes = group[0].find_element(By.CSS_SELECTOR, "[data-helpful='true']")
    yes.click()
    check(f"{label}: 'Ya' thanks the user", wait_text(driver, group[0], "Terima kasih"))
    check(f"{label}: 'Ya' is marked pressed", yes.get_attribute("aria-pressed") == "true")

    # "Tidak" from the keyboard, then a comment sent with Ctrl+Enter.
    before = len(bot_messages(driver))
    send(driver, "resep rendang padang yang enak")
    fallback = wait_for_new_bot(driver, before)
    group = fallback.find_elements(By.CSS_SELECTOR, P + "feedback")
    check(f"{label}: fallback asks 'Membantu?'", len(group) == 1)
    no = group[0].find_element(By.CSS_SELECTOR, "[data-helpful='false']")
    no.send_keys(Keys.SPACE)
    comment = WebDriverWait(driver, 5).until(lambda d: group[0].find_element(By.CSS_SELECTOR, "textarea"))
    check(f"{label}: 'Tidak' opens a comment box with focus", driver.switch_to.active_element == comment)
    labels = driver.find_elements(By.CSS_SELECTOR, f"label[for='{comment.get_attribute('id')}']")
    check(f"{label}: comment box has a label", len(labels) == 1)
    comment.send_keys("jawabannya tidak sesuai, wa saya 0812 3456 7890")
    driver.save_screenshot(os.path.join(out_dir, f"{label}-feedback.png"))
    comment.send_keys(Keys.CONTROL, Keys.ENTER)
    check(f"{label}: comment sent and thanked", wait_text(driver, group[0], "Terima kasih"))
    entries = logged(out_dir, "/v1/feedback")[feedback_before:]
    check(f"{label}: both verdicts reach the access log", [e.get("helpful") for e in entries] == [True, False], entries)
    comment_logged = entries[-1].get("comment", "") if entries else ""
    check(f"{label}: the comment is logged redacted", "tidak sesuai" in comment_logged and "0812" not in comment_logged,
          comment_logged)

    # The letter, offered on the answer about logins failing at some LPSEs.
    before = len(bot_messages(driver))
    send(driver, "di lpse lain bisa login tapi di lpse ini tidak bisa")
    answer = wait_for_new_bot(driver, before)
    offers = answer.find_elements(By.CSS_SELECTOR, "[data-action='letter']")
    check(f"{label}: letter offered on login-gagal-sebagian-lpse", len(offers) == 1, answer.text[:80])
    if not offers:
        return
    before = len(bot_messages(driver))
    offers[0].click()
    form_bubble = wait_for_new_bot(driver, before)
    form = form_bubble.find_element(By.CSS_SELECTOR, P + "letter")
    company = form.find_element(By.NAME, "company")
    WebDriverWait(driver, 5).until(lambda d: d.switch_to.active_element == company)
    check(f"{label}: letter form focuses its first field", driver.switch_to.active_element == company)
    unlabelled = [c.get_attribute("name") for c in form.find_elements(By.CSS_SELECTOR, "input, textarea, select")
                  if not driver.find_elements(By.CSS_SELECTOR, f"label[for='{c.get_attribute('id')}']")]
    check(f"{label}: every letter field has a label", not unlabelled, unlabelled)

    # Submitted half-filled: every missing field is marked, focus on the first.
    company.send_keys(LETTER["company"])
    form.find_element(By.NAME, "npwp").send_keys("123")
    form.find_element(By.CSS_SELECTOR, "button[type='submit']").click()
    WebDriverWait(driver, 10).until(lambda d: form.find_elements(By.CSS_SELECTOR, "[aria-invalid='true']"))
    invalid = [c.get_attribute("name") for c in form.find_elements(By.CSS_SELECTOR, "[aria-invalid='true']")]
    check(f"{label}: missing and malformed fields are marked", "director" in invalid and "npwp" in invalid
          and "company" not in invalid, invalid)
    check(f"{label}: focus moves to the first field to fix", driver.switch_to.active_element.get_attribute("name") == "director")

    for name, value in LETTER.items():
        field = form.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)
    form.find_element(By.CSS_SELECTOR, "button[type='submit']").click()
    link = WebDriverWait(driver, 10).until(lambda d: form.find_elements(By.CSS_SELECTOR, "a[data-letter='ready']"))[0]
    check(f"{label}: no field marked after a complete letter", not form.find_elements(By.CSS_SELECTOR, "[aria-invalid='true']"))
    driver.save_screenshot(os.path.join(out_dir, f"{label}-letter-form.png"))
    main_window = driver.current_window_handle
    link.click()
    WebDriverWait(driver, 10).until(lambda d: len(d.window_handles) > 1)
    driver.switch_to.window([h for h in driver.window_handles if h != main_window][0])
    WebDriverWait(driver, 10).until(lambda d: "DIAJUKAN OLEH" in d.find_element(By.TAG_NAME, "body").text)
    page = driver.find_element(By.TAG_NAME, "body").text
    check(f"{label}: printable letter has sections A-D", all(s in page for s in
          ["A. DIAJUKAN OLEH", "B. IDENTITAS PENGGUNA SPSE", "C. KATEGORI PERMOHONAN", "D. DESKRIPSI PERMASALAHAN"]))
    check(f"{label}: printable letter carries the fields", LETTER["company"] in page and LETTER["npwp"] in page)
    mailto = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "a[href^='mailto:']")]
    check(f"{label}: letter says where to send it", any("helpdesk-lpse@lkpp.go.id" in m and "subject=" in m for m in mailto), mailto)
    overflow = driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth + 1")
    check(f"{label}: letter page fits the screen", not overflow)
    driver.save_screenshot(os.path.join(out_dir, f"{label}-letter.png"))
    driver.close()
    driver.switch_to.window(main_window)
    letters = logged(out_dir, "/v1/letter")
    check(f"{label}: letter requests logged without personal data", letters and letters[-1].get("status") == 200
          and all(LETTER["director"] not in json.dumps(e) for e in letters), letters[-1:] if letters else None)
