/*
 * Tanya LPSE chat widget. Embed with one tag:
 *   <script src="https://HOST/widget.js" data-site="paser"></script>
 * Attributes: data-api (API base URL; default: where this script came from),
 * data-site (site profile whose contacts are shown), data-audience (who asks:
 * penyedia, ppk, pokja, lpse, umum; lpse gets staff procedures directly),
 * data-timeout (ms). The conversation is kept in sessionStorage, so a page
 * reload in the same tab shows it again.
 * Self-contained: plain JS, CSS injected below, no external assets, no build step.
 * Untrusted text (everything the API returns) is only ever set with textContent,
 * and only http(s):, mailto: and tel: links are created.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (window.TanyaLPSEWidget) { return; }

  // data-timeout (ms, 1000-60000) suits slow networks; default 15 s.
  var TIMEOUT_MS = Math.min(60000, Math.max(1000, parseInt(script && script.getAttribute('data-timeout'), 10) || 15000));
  var MAX_LENGTH = 1000;
  var PREFIX = 'tanya-lpse';

  function apiBase() {
    var override = script && script.getAttribute('data-api');
    var base = override || (script && script.src) || window.location.href;
    try {
      var url = new URL(base, window.location.href);
      if (override) {
        // "https://host/tanya" and "https://host/tanya/" both mean the folder.
        if (url.pathname.charAt(url.pathname.length - 1) !== '/') { url.pathname += '/'; }
        return url.href;
      }
      return new URL('./', url).href;
    } catch (e) {
      return '/';
    }
  }

  var base = apiBase();
  var site = (script && script.getAttribute('data-site')) || null;
  var audience = (script && script.getAttribute('data-audience')) || null;

  var TEXT = {
    launcher: 'Tanya LPSE',
    launcherHint: 'Buka bantuan Tanya LPSE',
    title: 'Tanya LPSE',
    subtitle: 'Bantuan pengguna SPSE',
    close: 'Tutup',
    inputLabel: 'Tulis kendala atau pertanyaan Anda',
    placeholder: 'Contoh: lupa password akun penyedia',
    send: 'Kirim',
    greeting: 'Halo! Ceritakan kendala Anda di SPSE, misalnya "tidak bisa login" atau "lupa user id". Saya akan bantu mencarikan langkahnya.',
    thinking: 'Sedang mencari jawaban…',
    steps: 'Langkah-langkah',
    documents: 'Dokumen yang perlu disiapkan',
    notes: 'Catatan',
    contacts: 'Hubungi',
    related: 'Topik terkait',
    chooseOne: 'Pilih salah satu:',
    you: 'Anda',
    bot: 'Tanya LPSE',
    fallback: 'Maaf, Tanya LPSE belum bisa menjawab pertanyaan itu. Silakan tulis dengan kata lain, atau hubungi petugas helpdesk berikut.',
    networkError: 'Maaf, Tanya LPSE sedang tidak dapat dihubungi. Periksa koneksi internet Anda, lalu coba lagi beberapa saat lagi.',
    timeout: 'Maaf, jawaban terlalu lama datang. Silakan coba lagi beberapa saat lagi.',
    serverError: 'Maaf, terjadi kendala di server Tanya LPSE. Silakan coba lagi beberapa saat lagi.',
    tooLong: 'Pertanyaan terlalu panjang. Mohon ringkas menjadi paling banyak ' + MAX_LENGTH + ' karakter.',
    lengthHint: function (count) { return count + ' dari paling banyak ' + MAX_LENGTH + ' karakter: ringkas dulu sebelum mengirim.'; },
    retry: 'Coba kirim lagi',
    stillReachable: 'Sementara itu, Anda bisa menghubungi:',
    noSuchOption: function (number, count) { return 'Pilihan nomor ' + number + ' tidak ada. Pilih nomor 1 sampai ' + count + ':'; },
    empty: 'Silakan tulis pertanyaan Anda terlebih dahulu.'
  };

  var CSS = [
    '.PFX-root, .PFX-root * { box-sizing: border-box; }',
    '.PFX-root { position: fixed; right: 20px; bottom: 20px; z-index: 2147483000; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 15px; line-height: 1.45; color: #1f2933; }',
    '.PFX-launcher { display: inline-flex; align-items: center; gap: 8px; border: 0; border-radius: 999px; padding: 12px 20px; background: #b3261e; color: #fff; font: inherit; font-weight: 600; cursor: pointer; box-shadow: 0 4px 14px rgba(0,0,0,.25); }',
    '.PFX-launcher:hover { background: #93201a; }',
    '.PFX-launcher:focus-visible, .PFX-root button:focus-visible, .PFX-root a:focus-visible, .PFX-input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }',
    '.PFX-launcher-icon { width: 20px; height: 20px; border-radius: 50%; background: #fff; color: #b3261e; display: inline-flex; align-items: center; justify-content: center; font-weight: 700; font-size: 14px; }',
    '.PFX-panel { position: absolute; right: 0; bottom: 60px; width: 380px; max-width: calc(100vw - 40px); height: 560px; max-height: calc(100vh - 100px); display: flex; flex-direction: column; background: #fff; border-radius: 14px; box-shadow: 0 10px 40px rgba(0,0,0,.28); overflow: hidden; }',
    '.PFX-panel[hidden] { display: none; }',
    '.PFX-header { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 14px; background: #b3261e; color: #fff; }',
    '.PFX-heading { margin: 0; font-size: 17px; font-weight: 700; }',
    '.PFX-subtitle { margin: 0; font-size: 13px; opacity: .9; }',
    '.PFX-close { border: 0; background: rgba(255,255,255,.18); color: #fff; font: inherit; font-size: 14px; padding: 6px 12px; border-radius: 8px; cursor: pointer; }',
    '.PFX-close:hover { background: rgba(255,255,255,.3); }',
    '.PFX-log { flex: 1; overflow-y: auto; padding: 14px; background: #f5f6f8; display: flex; flex-direction: column; gap: 10px; }',
    '.PFX-msg { max-width: 92%; padding: 10px 12px; border-radius: 12px; word-wrap: break-word; overflow-wrap: anywhere; }',
    '.PFX-msg p { margin: 0 0 6px; } .PFX-msg p:last-child { margin-bottom: 0; }',
    '.PFX-user { align-self: flex-end; background: #b3261e; color: #fff; border-bottom-right-radius: 4px; }',
    '.PFX-bot { align-self: flex-start; background: #fff; border: 1px solid #dde1e6; border-bottom-left-radius: 4px; }',
    '.PFX-error { border-color: #e0a800; background: #fff8e1; }',
    '.PFX-status { align-self: flex-start; font-style: italic; color: #52606d; }',
    '.PFX-title { margin: 0 0 6px; font-size: 15px; font-weight: 700; }',
    '.PFX-section { margin: 8px 0 4px; font-size: 13px; font-weight: 700; color: #52606d; text-transform: uppercase; letter-spacing: .02em; }',
    '.PFX-msg ol, .PFX-msg ul { margin: 0 0 4px; padding-left: 22px; } .PFX-msg li { margin: 2px 0; }',
    '.PFX-msg a { color: #0b57d0; text-decoration: underline; }',
    '.PFX-options { display: flex; flex-direction: column; gap: 6px; margin-top: 8px; }',
    '.PFX-option { text-align: left; border: 1px solid #b3261e; background: #fff; color: #8a1c16; font: inherit; font-size: 14px; padding: 8px 10px; border-radius: 8px; cursor: pointer; min-height: 40px; }',
    '.PFX-option:hover:not(:disabled) { background: #fbeceb; }',
    '.PFX-option:disabled { opacity: .55; cursor: default; }',
    '.PFX-option[aria-pressed="true"] { opacity: 1; background: #fbeceb; font-weight: 600; }',
    '.PFX-form { display: flex; gap: 8px; padding: 10px; border-top: 1px solid #dde1e6; background: #fff; }',
    '.PFX-input { flex: 1; min-width: 0; border: 1px solid #9aa5b1; border-radius: 8px; padding: 10px; font: inherit; font-size: 16px; color: #1f2933; background: #fff; }',
    '.PFX-send { border: 0; border-radius: 8px; padding: 0 16px; background: #b3261e; color: #fff; font: inherit; font-weight: 600; cursor: pointer; min-height: 44px; }',
    '.PFX-send:disabled { opacity: .6; cursor: progress; }',
    '.PFX-hint { margin: 0; padding: 4px 10px 0; font-size: 13px; color: #8a1c16; background: #fff; }',
    '.PFX-hint[hidden] { display: none; }',
    '.PFX-retry { margin-top: 8px; border: 1px solid #8a6d00; background: #fff; color: #5c4800; font: inherit; font-size: 14px; padding: 6px 12px; border-radius: 8px; cursor: pointer; min-height: 40px; }',
    '.PFX-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; border: 0; }',
    '@media (max-width: 480px) {',
    '  .PFX-root { right: 12px; bottom: 12px; }',
    '  .PFX-root.PFX-open { top: 0; left: 0; right: 0; bottom: 0; }',
    '  .PFX-open .PFX-launcher { display: none; }',
    '  .PFX-panel { position: fixed; top: 0; left: 0; right: 0; bottom: 0; width: 100%; max-width: none; height: 100%; max-height: none; border-radius: 0; }',
    '}',
    '@media (prefers-reduced-motion: no-preference) { .PFX-msg { animation: PFX-in .15s ease-out; } @keyframes PFX-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } } }'
  ].join('\n').replace(/PFX/g, PREFIX);

  // Only these schemes may become links; anything else is shown as text.
  function safeHref(href) {
    if (typeof href !== 'string') { return null; }
    return /^(https?:\/\/|mailto:|tel:)/i.test(href) ? href : null;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = PREFIX + '-' + className; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }

  function strings(list) {
    return Array.isArray(list) ? list.filter(function (item) { return typeof item === 'string' && item; }) : [];
  }

  var root, launcher, panel, log, form, input, sendButton, helpdesk;
  var pending = false;
  var uid = PREFIX + '-' + Math.random().toString(36).slice(2, 8);

  function build() {
    // The helpdesk loop (feedback, LKPP letter) lives in widget-helpdesk.js,
    // which the server sends ahead of this file as one script.
    helpdesk = typeof window.TanyaLPSEHelpdesk === 'function' ? window.TanyaLPSEHelpdesk({
      base: base, uid: uid, prefix: PREFIX, text: TEXT, el: el, addBot: addBot,
      focusInput: function () { if (input) { input.focus(); } }
    }) : null;
    var style = document.createElement('style');
    style.textContent = CSS + (helpdesk ? '\n' + helpdesk.css : '');
    document.head.appendChild(style);

    root = el('div', 'root');
    root.setAttribute('lang', 'id');

    launcher = el('button', 'launcher');
    launcher.type = 'button';
    launcher.setAttribute('aria-expanded', 'false');
    launcher.setAttribute('aria-controls', uid + '-panel');
    launcher.setAttribute('aria-label', TEXT.launcherHint);
    var icon = el('span', 'launcher-icon', '?');
    icon.setAttribute('aria-hidden', 'true');
    launcher.appendChild(icon);
    launcher.appendChild(el('span', null, TEXT.launcher));
    launcher.addEventListener('click', function () { toggle(); });

    panel = el('div', 'panel');
    panel.id = uid + '-panel';
    panel.hidden = true;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'false');
    panel.setAttribute('aria-labelledby', uid + '-heading');

    var header = el('div', 'header');
    var titles = el('div');
    var heading = el('h2', 'heading', TEXT.title);
    heading.id = uid + '-heading';
    titles.appendChild(heading);
    titles.appendChild(el('p', 'subtitle', TEXT.subtitle));
    var close = el('button', 'close', TEXT.close);
    close.type = 'button';
    close.setAttribute('aria-label', 'Tutup bantuan Tanya LPSE');
    close.addEventListener('click', function () { toggle(false); });
    header.appendChild(titles);
    header.appendChild(close);

    log = el('div', 'log');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-live', 'polite');
    log.setAttribute('aria-relevant', 'additions');
    log.setAttribute('aria-label', 'Percakapan dengan Tanya LPSE');
    log.tabIndex = 0;

    form = el('form', 'form');
    form.setAttribute('novalidate', '');
    var label = el('label', 'sr', TEXT.inputLabel);
    label.htmlFor = uid + '-input';
    input = el('input', 'input');
    input.id = uid + '-input';
    input.type = 'text';
    input.name = 'text';
    input.autocomplete = 'off';
    input.placeholder = TEXT.placeholder;
    sendButton = el('button', 'send', TEXT.send);
    sendButton.type = 'submit';
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(sendButton);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      submitText();
    });

    panel.appendChild(header);
    panel.appendChild(log);
    panel.appendChild(form);
    buildLengthHint();
    root.appendChild(panel);
    root.appendChild(launcher);
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && !panel.hidden) {
        event.preventDefault();
        toggle(false);
      }
    });
    document.body.appendChild(root);
    addBot(function (bubble) { bubble.appendChild(el('p', null, TEXT.greeting)); });
    restoreConversation();
  }

  function toggle(open) {
    var show = open === undefined ? panel.hidden : open;
    panel.hidden = !show;
    launcher.setAttribute('aria-expanded', show ? 'true' : 'false');
    root.classList.toggle(PREFIX + '-open', show);
    if (show) { input.focus(); } else { launcher.focus(); }
  }

  function scrollDown() { log.scrollTop = log.scrollHeight; }

  function addUser(text) {
    var bubble = el('div', 'msg');
    bubble.classList.add(PREFIX + '-user');
    bubble.appendChild(el('span', 'sr', TEXT.you + ': '));
    bubble.appendChild(document.createTextNode(text));
    log.appendChild(bubble);
    scrollDown();
  }

  function addBot(fill, extraClass) {
    var bubble = el('div', 'msg');
    bubble.classList.add(PREFIX + '-bot');
    if (extraClass) { bubble.classList.add(PREFIX + '-' + extraClass); }
    bubble.appendChild(el('span', 'sr', TEXT.bot + ': '));
    fill(bubble);
    log.appendChild(bubble);
    // A long answer is read from its start (title, first steps), not its end.
    if (bubble.offsetHeight > log.clientHeight - 24) {
      log.scrollTop = bubble.offsetTop - log.offsetTop - 8;
    } else {
      scrollDown();
    }
    return bubble;
  }

  function list(bubble, heading, items, ordered) {
    if (!items.length) { return; }
    bubble.appendChild(el('p', 'section', heading));
    var listNode = el(ordered ? 'ol' : 'ul');
    items.forEach(function (item) { listNode.appendChild(el('li', null, item)); });
    bubble.appendChild(listNode);
  }

  function contacts(bubble, contactList) {
    var valid = Array.isArray(contactList) ? contactList.filter(function (c) { return c && typeof c.value === 'string'; }) : [];
    if (!valid.length) { return; }
    bubble.appendChild(el('p', 'section', TEXT.contacts));
    var listNode = el('ul', 'contacts');
    valid.forEach(function (contact) {
      var item = el('li');
      if (typeof contact.label === 'string' && contact.label) {
        item.appendChild(document.createTextNode(contact.label + ': '));
      }
      var href = safeHref(contact.href);
      if (href) {
        var link = el('a', null, contact.value);
        link.href = href;
        if (/^https?:/i.test(href)) { link.target = '_blank'; link.rel = 'noopener noreferrer'; }
        item.appendChild(link);
      } else {
        item.appendChild(document.createTextNode(contact.value));
      }
      listNode.appendChild(item);
    });
    bubble.appendChild(listNode);
  }

  // inReplyTo: the clarify's reply_id, sent with the pick so the report can count choices.
  function optionButtons(bubble, options, heading, inReplyTo) {
    var valid = Array.isArray(options) ? options.filter(function (o) { return o && typeof o.intent === 'string' && typeof o.title === 'string'; }) : [];
    if (!valid.length) { return; }
    if (heading) { bubble.appendChild(el('p', 'section', heading)); }
    var group = el('div', 'options');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', heading || TEXT.chooseOne);
    valid.forEach(function (option) {
      var button = el('button', 'option', option.title);
      button.type = 'button';
      button.setAttribute('data-intent', option.intent);
      button.addEventListener('click', function () {
        if (pending) { return; }
        Array.prototype.forEach.call(group.querySelectorAll('button'), function (b) { b.disabled = true; });
        button.setAttribute('aria-pressed', 'true');
        addUser(option.title);
        remember({ role: 'user', text: option.title });
        var body = { intent: option.intent };
        if (typeof inReplyTo === 'string') { body.in_reply_to = inReplyTo; }
        send(body);
      });
      group.appendChild(button);
    });
    bubble.appendChild(group);
  }

  function renderReply(reply) {
    var type = reply && reply.type;
    addBot(function (bubble) {
      bubble.setAttribute('data-type', type || 'unknown');
      if (type === 'answer') {
        if (reply.title) { bubble.appendChild(el('p', 'title', reply.title)); }
        if (reply.message) { bubble.appendChild(el('p', null, reply.message)); }
        list(bubble, TEXT.steps, strings(reply.steps), true);
        list(bubble, TEXT.documents, strings(reply.documents), false);
        list(bubble, TEXT.notes, strings(reply.notes), false);
        contacts(bubble, reply.contacts);
        optionButtons(bubble, reply.related, TEXT.related);
      } else if (type === 'clarify') {
        bubble.appendChild(el('p', null, reply.message || TEXT.chooseOne));
        optionButtons(bubble, reply.options, null, reply.reply_id);
        contacts(bubble, reply.contacts);
      } else {
        bubble.appendChild(el('p', null, (typeof reply.message === 'string' && reply.message) || TEXT.fallback));
        contacts(bubble, reply.contacts);
      }
      if (helpdesk) { helpdesk.replyExtras(bubble, reply); }
    });
  }

  function renderError(message) {
    addBot(function (bubble) {
      bubble.setAttribute('data-type', 'error');
      bubble.appendChild(el('p', null, message));
    }, 'error');
  }

  function submitText() {
    if (pending) { return; }
    var text = input.value.trim();
    if (!text) { renderError(TEXT.empty); input.focus(); return; }
    if (characterCount(text) > MAX_LENGTH) { renderError(TEXT.tooLong); updateLengthHint(); return; }
    input.value = '';
    updateLengthHint();
    addUser(text);
    remember({ role: 'user', text: text });
    var choice = followUpChoice(text);
    if (choice && choice.intent) { send({ intent: choice.intent }, text); return; }
    if (choice) { askAgain(choice.number); return; }
    send({ text: text }, text);
  }

  function setPending(on) {
    pending = on;
    sendButton.disabled = on;
    log.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  // typed: the text the user typed for this request, put back in the input on failure.
  function send(body, typed) {
    if (site) { body.site = site; }
    if (audience && body.text) { body.audience = audience; }
    setPending(true);
    var status = el('div', 'status', TEXT.thinking);
    status.setAttribute('aria-hidden', 'true');
    log.appendChild(status);
    scrollDown();

    var controller = typeof AbortController === 'function' ? new AbortController() : null;
    var timedOut = false;
    var timer = setTimeout(function () { timedOut = true; if (controller) { controller.abort(); } }, TIMEOUT_MS);

    function done() {
      clearTimeout(timer);
      if (status.parentNode) { status.parentNode.removeChild(status); }
      setPending(false);
      if (!panel.hidden) { input.focus(); }
    }

    fetch(base + 'v1/ask', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller ? controller.signal : undefined,
      credentials: 'omit'
    }).then(function (response) {
      return response.json().then(function (data) { return { ok: response.ok, data: data }; },
                                  function () { return { ok: false, data: null }; });
    }).then(function (result) {
      done();
      if (timedOut) { renderError(TEXT.timeout); return; }
      if (result.ok && result.data && typeof result.data.type === 'string') {
        renderReply(result.data);
        rememberReply(result.data);
      } else if (result.data && result.data.error && typeof result.data.error.message === 'string') {
        renderFailure(result.data.error.message, body, typed);
      } else {
        renderFailure(TEXT.serverError, body, typed);
      }
    }, function () {
      done();
      renderFailure(timedOut ? TEXT.timeout : TEXT.networkError, body, typed);
    });
  }

  // --- Length limit: the API's, counted as it counts (Unicode scalars), said before sending.

  var lengthHint;

  function characterCount(text) { return Array.from(text).length; }

  function buildLengthHint() {
    lengthHint = el('p', 'hint');
    lengthHint.id = uid + '-hint';
    lengthHint.hidden = true;
    lengthHint.setAttribute('aria-live', 'polite');
    input.setAttribute('aria-describedby', lengthHint.id);
    input.addEventListener('input', updateLengthHint);
    panel.insertBefore(lengthHint, form);
  }

  function updateLengthHint() {
    if (!lengthHint) { return; }
    var count = characterCount(input.value.trim());
    lengthHint.hidden = count <= MAX_LENGTH;
    lengthHint.textContent = count > MAX_LENGTH ? TEXT.lengthHint(count) : '';
  }

  // --- Failures: the question goes back into the input, a retry button, and contacts.

  // National channels (knowledge/contacts.md) shown when the server cannot be reached;
  // replaced by the contacts of the latest fallback the server sent.
  var nationalContacts = [
    { label: 'Call Center LPSE Support', value: '(021) 2993 5577', href: 'tel:+622129935577' },
    { label: 'Call Center LPSE Support', value: '(021) 5020 5577', href: 'tel:+622150205577' },
    { label: 'Email Helpdesk LKPP', value: 'helpdesk-lpse@lkpp.go.id', href: 'mailto:helpdesk-lpse@lkpp.go.id' }
  ];

  function renderFailure(message, body, typed) {
    if (typed && !input.value) { input.value = typed; updateLengthHint(); }
    addBot(function (bubble) {
      bubble.setAttribute('data-type', 'error');
      bubble.appendChild(el('p', null, message));
      var retry = el('button', 'retry', TEXT.retry);
      retry.type = 'button';
      retry.addEventListener('click', function () {
        if (pending) { return; }
        retry.disabled = true;
        if (typed && input.value === typed) { input.value = ''; updateLengthHint(); }
        send(body, typed);
      });
      bubble.appendChild(retry);
      bubble.appendChild(el('p', null, TEXT.stillReachable));
      contacts(bubble, nationalContacts);
    }, 'error');
  }

  // --- Follow-ups: a typed number picks an option of the last clarify.

  var lastOptions = [];

  var ORDINALS = { pertama: 1, kesatu: 1, satu: 1, kedua: 2, dua: 2, ketiga: 3, tiga: 3, keempat: 4, empat: 4,
    kelima: 5, lima: 5, keenam: 6, enam: 6, ketujuh: 7, tujuh: 7, kedelapan: 8, delapan: 8 };
  var LEADING = ['no', 'nomor', 'nomer', 'nmr', 'pilihan', 'pilih', 'opsi', 'yang', 'yg', 'ke', 'angka', 'jawaban'];

  // The same reading as the server's OptionChoice: "2", "2.", "no 2", "nomor 2", "yang kedua".
  function choiceNumber(text) {
    var words = text.toLowerCase().split(/[\s,:]+/).map(function (w) {
      return w.replace(/^[(#]+/, '').replace(/[.)!?]+$/, '');
    }).filter(function (w) { return w; });
    while (words.length > 1 && LEADING.indexOf(words[0]) >= 0) { words.shift(); }
    if (words.length !== 1) { return null; }
    var word = words[0];
    if (ORDINALS[word]) { return ORDINALS[word]; }
    var digits = word.replace(/^ke-?(?=\d)/, '');
    return /^\d{1,3}$/.test(digits) ? parseInt(digits, 10) : null;
  }

  function followUpChoice(text) {
    if (!lastOptions.length) { return null; }
    var number = choiceNumber(text);
    if (number === null) { return null; }
    var option = lastOptions[number - 1];
    return option ? { number: number, intent: option.intent } : { number: number };
  }

  function askAgain(number) {
    var reply = { type: 'clarify', message: TEXT.noSuchOption(number, lastOptions.length), options: lastOptions, contacts: [] };
    renderReply(reply);
    rememberReply(reply);
  }

  // --- The conversation across a reload (sessionStorage: this tab only).

  var STORAGE_KEY = PREFIX + '-conversation:' + (site || '') + ':' + base;
  var MAX_KEPT = 40;
  var conversation = [];

  function rememberReply(reply) {
    if (reply.type === 'clarify' && Array.isArray(reply.options) && reply.options.length) {
      lastOptions = reply.options.filter(function (o) { return o && typeof o.intent === 'string'; });
    } else {
      lastOptions = [];
    }
    if (reply.type === 'fallback' && Array.isArray(reply.contacts) && reply.contacts.some(function (c) { return c && safeHref(c.href); })) {
      nationalContacts = reply.contacts;
    }
    remember({ role: 'bot', reply: reply });
  }

  function remember(item) {
    conversation.push(item);
    if (conversation.length > MAX_KEPT) { conversation = conversation.slice(-MAX_KEPT); }
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ items: conversation, options: lastOptions }));
    } catch (e) { /* storage full or blocked: the conversation simply is not kept */ }
  }

  function restoreConversation() {
    var saved;
    try { saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) || 'null'); } catch (e) { saved = null; }
    if (!saved || !Array.isArray(saved.items)) { return; }
    conversation = saved.items.slice(-MAX_KEPT);
    conversation.forEach(function (item) {
      if (item && item.role === 'user' && typeof item.text === 'string') { addUser(item.text); }
      if (item && item.role === 'bot' && item.reply && typeof item.reply === 'object') { renderReply(item.reply); }
    });
    lastOptions = Array.isArray(saved.options) ? saved.options.filter(function (o) { return o && typeof o.intent === 'string'; }) : [];
  }

  function start() {
    build();
    window.TanyaLPSEWidget = { open: function () { toggle(true); }, close: function () { toggle(false); }, apiBase: base };
  }

  window.TanyaLPSEWidget = { loading: true };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
