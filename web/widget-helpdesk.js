/*
 * Tanya LPSE chat widget, helpdesk loop: the "Membantu?" question under
 * answers and fallbacks (POST v1/feedback, an access-log event the helpdesk
 * reads with `tanya report`), and on the answers about LKPP's request letter
 * a form that posts to POST v1/letter and opens the printable letter.
 * The server sends this file ahead of widget.js as one script; widget.js
 * calls window.TanyaLPSEHelpdesk with the pieces it shares (API base, element
 * factory, message adder). Untrusted text is only set with textContent.
 */
(function () {
  'use strict';

  window.TanyaLPSEHelpdesk = function (w) {
    var base = w.base, uid = w.uid, PREFIX = w.prefix, el = w.el, addBot = w.addBot;


    var HELP = {
      question: 'Membantu?',
      questionLabel: 'Apakah jawaban ini membantu?',
      yes: 'Ya',
      no: 'Tidak',
      commentLabel: 'Apa yang kurang? (opsional, paling banyak 500 karakter)',
      commentSend: 'Kirim masukan',
      commentSkip: 'Lewati',
      thanks: 'Terima kasih atas masukan Anda.',
      feedbackFailed: 'Maaf, masukan Anda belum terkirim.',
      letterOffer: 'Buat surat permohonan',
      letterIntro: 'Isi data berikut; Tanya LPSE menyusun surat permohonan penanganan permasalahan ke LKPP sesuai templat. Surat ditandatangani direktur perusahaan.',
      letterSubmit: 'Buat surat',
      letterReady: 'Surat siap. Buka, cetak di kop surat perusahaan, tanda tangani, lalu kirim ke helpdesk-lpse@lkpp.go.id (tembusan helpdeskpspse@gmail.com).',
      letterOpen: 'Buka surat untuk dicetak',
      letterFix: 'Periksa kembali isian yang ditandai.',
      letterFailed: 'Maaf, surat belum dapat dibuat. Silakan coba lagi.'
    };
    var LETTER_INTENTS = ['login-gagal-sebagian-lpse', 'surat-permohonan-lkpp'];
    var LETTER_FIELDS = [
      { name: 'company', label: 'Nama perusahaan', autocomplete: 'organization' },
      { name: 'director', label: 'Nama direktur', autocomplete: 'name' },
      { name: 'position', label: 'Jabatan', value: 'Direktur', autocomplete: 'organization-title' },
      { name: 'address', label: 'Alamat perusahaan', multiline: true, autocomplete: 'street-address' },
      { name: 'npwp', label: 'NPWP perusahaan', hint: 'contoh 01.234.567.8-901.000', inputmode: 'numeric' },
      { name: 'phone', label: 'Telepon/Fax/HP', type: 'tel', autocomplete: 'tel' },
      { name: 'email', label: 'Email perusahaan', type: 'email', autocomplete: 'email' },
      { name: 'user_id', label: 'User ID SPSE' },
      { name: 'category', label: 'Kategori permohonan', choices: [['permasalahan-login', 'Permasalahan Login'],
        ['sinkronisasi-data', 'Sinkronisasi Data'], ['permohonan-agregasi', 'Permohonan agregasi']] },
      { name: 'description', label: 'Deskripsi permasalahan', multiline: true, hint: 'misalnya: tidak bisa login di LPSE X, di LPSE lain bisa' },
      { name: 'place', label: 'Kota (opsional)', autocomplete: 'address-level2' }
    ];

    var HELPDESK_CSS = [
      '.PFX-feedback { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 10px; padding-top: 8px; border-top: 1px solid #eceff1; font-size: 14px; color: #52606d; }',
      '.PFX-small { border: 1px solid #9aa5b1; background: #fff; color: #1f2933; font: inherit; font-size: 14px; padding: 6px 12px; border-radius: 8px; cursor: pointer; min-height: 36px; }',
      '.PFX-small:hover:not(:disabled) { background: #f0f2f4; } .PFX-small:disabled { opacity: .6; cursor: default; }',
      '.PFX-small[aria-pressed="true"] { border-color: #b3261e; color: #8a1c16; font-weight: 600; opacity: 1; }',
      '.PFX-primary { border-color: #b3261e; background: #b3261e; color: #fff; } .PFX-primary:hover:not(:disabled) { background: #93201a; }',
      '.PFX-comment, .PFX-letter { display: flex; flex-direction: column; gap: 6px; width: 100%; margin-top: 6px; }',
      '.PFX-comment textarea, .PFX-letter input, .PFX-letter textarea, .PFX-letter select { width: 100%; border: 1px solid #9aa5b1; border-radius: 8px; padding: 8px; font: inherit; font-size: 16px; color: #1f2933; background: #fff; }',
      '.PFX-letter label, .PFX-comment label { font-size: 14px; font-weight: 600; color: #1f2933; }',
      '.PFX-comment textarea:focus-visible, .PFX-letter input:focus-visible, .PFX-letter textarea:focus-visible, .PFX-letter select:focus-visible { outline: 3px solid #1a73e8; outline-offset: 1px; }',
      '.PFX-hint { font-size: 13px; color: #52606d; margin: 0; }',
      '.PFX-invalid { border-color: #b3261e !important; background: #fff5f5 !important; }',
      '.PFX-field-error { font-size: 13px; color: #8a1c16; margin: 0; }',
      '.PFX-row { display: flex; gap: 6px; flex-wrap: wrap; }',
      '.PFX-letter-offer { margin-top: 8px; }'
    ].join('\n').replace(/PFX/g, PREFIX);

    function replyExtras(bubble, reply) {
      if (!reply) { return; }
      if (reply.type === 'answer' && LETTER_INTENTS.indexOf(reply.intent) >= 0) { letterOffer(bubble); }
      if ((reply.type === 'answer' || reply.type === 'fallback') && typeof reply.reply_id === 'string') {
        feedbackBlock(bubble, reply.reply_id);
      }
    }

    function smallButton(text, extra) {
      var button = el('button', 'small', text);
      button.type = 'button';
      if (extra) { button.classList.add(PREFIX + '-' + extra); }
      return button;
    }

    function postJSON(path, body) {
      return fetch(base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit'
      });
    }

    function feedbackBlock(bubble, replyId) {
      var row = el('div', 'feedback');
      row.setAttribute('role', 'group');
      row.setAttribute('aria-label', HELP.questionLabel);
      row.appendChild(el('span', null, HELP.question));
      var yes = smallButton(HELP.yes);
      var no = smallButton(HELP.no);
      yes.setAttribute('data-helpful', 'true');
      no.setAttribute('data-helpful', 'false');
      [yes, no].forEach(function (b) { b.setAttribute('aria-pressed', 'false'); row.appendChild(b); });

      function finish(helpful, comment) {
        var body = { reply_id: replyId, helpful: helpful };
        if (comment) { body.comment = comment; }
        var status = el('p', 'hint');
        status.setAttribute('role', 'status');
        row.appendChild(status);
        postJSON('v1/feedback', body).then(function (response) {
          status.textContent = response.status === 204 ? HELP.thanks : HELP.feedbackFailed;
          row.setAttribute('data-sent', response.status === 204 ? 'true' : 'false');
        }, function () {
          status.textContent = HELP.feedbackFailed;
          row.setAttribute('data-sent', 'false');
        });
      }

      yes.addEventListener('click', function () {
        yes.disabled = true; no.disabled = true;
        yes.setAttribute('aria-pressed', 'true');
        finish(true);
        // The pressed button is now disabled: give focus back to the question field.
        w.focusInput();
      });
      no.addEventListener('click', function () {
        yes.disabled = true; no.disabled = true;
        no.setAttribute('aria-pressed', 'true');
        var form = el('form', 'comment');
        var id = uid + '-comment-' + replyId;
        var label = el('label', null, HELP.commentLabel);
        label.htmlFor = id;
        var text = el('textarea');
        text.id = id;
        text.rows = 2;
        text.maxLength = 500;
        var buttons = el('div', 'row');
        var sendComment = smallButton(HELP.commentSend, 'primary');
        sendComment.type = 'submit';
        var skip = smallButton(HELP.commentSkip);
        buttons.appendChild(sendComment);
        buttons.appendChild(skip);
        form.appendChild(label);
        form.appendChild(text);
        form.appendChild(buttons);
        function done(comment) {
          form.parentNode.removeChild(form);
          finish(false, comment);
          w.focusInput();
        }
        form.addEventListener('submit', function (event) { event.preventDefault(); done(text.value.trim().slice(0, 500)); });
        skip.addEventListener('click', function () { done(''); });
        text.addEventListener('keydown', function (event) {
          // Ctrl/Cmd+Enter sends; a plain Enter is a new line in the comment.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) { event.preventDefault(); done(text.value.trim().slice(0, 500)); }
        });
        row.appendChild(form);
        text.focus();
      });
      bubble.appendChild(row);
    }

    function letterOffer(bubble) {
      var button = smallButton(HELP.letterOffer, 'primary');
      button.classList.add(PREFIX + '-letter-offer');
      button.setAttribute('data-action', 'letter');
      button.addEventListener('click', function () {
        button.disabled = true;
        addBot(letterForm);
      });
      bubble.appendChild(button);
    }

    function letterForm(bubble) {
      bubble.setAttribute('data-type', 'letter');
      bubble.appendChild(el('p', null, HELP.letterIntro));
      var form = el('form', 'letter');
      form.setAttribute('novalidate', '');
      form.setAttribute('aria-label', HELP.letterOffer);
      var controls = {};
      LETTER_FIELDS.forEach(function (field) {
        var id = uid + '-letter-' + field.name;
        var label = el('label', null, field.label);
        label.htmlFor = id;
        var control;
        if (field.choices) {
          control = el('select');
          field.choices.forEach(function (choice) {
            var option = document.createElement('option');
            option.value = choice[0];
            option.textContent = choice[1];
            control.appendChild(option);
          });
        } else if (field.multiline) {
          control = el('textarea');
          control.rows = 3;
        } else {
          control = el('input');
          control.type = field.type || 'text';
          if (field.inputmode) { control.setAttribute('inputmode', field.inputmode); }
        }
        control.id = id;
        control.name = field.name;
        if (field.value) { control.value = field.value; }
        if (field.autocomplete) { control.setAttribute('autocomplete', field.autocomplete); }
        form.appendChild(label);
        if (field.hint) {
          var hint = el('p', 'hint', field.hint);
          hint.id = id + '-hint';
          control.setAttribute('aria-describedby', hint.id);
          form.appendChild(hint);
        }
        form.appendChild(control);
        controls[field.name] = control;
      });
      var status = el('p', 'hint');
      status.setAttribute('role', 'status');
      var submit = smallButton(HELP.letterSubmit, 'primary');
      submit.type = 'submit';
      form.appendChild(submit);
      form.appendChild(status);
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        submitLetter(form, controls, submit, status);
      });
      bubble.appendChild(form);
      setTimeout(function () { controls.company.focus(); }, 0);
    }

    function clearFieldErrors(form, controls) {
      Array.prototype.forEach.call(form.querySelectorAll('.' + PREFIX + '-field-error'), function (node) { node.parentNode.removeChild(node); });
      Object.keys(controls).forEach(function (name) {
        var control = controls[name];
        control.classList.remove(PREFIX + '-invalid');
        control.removeAttribute('aria-invalid');
        var described = (control.getAttribute('aria-describedby') || '').split(' ').filter(function (id) { return id && id.indexOf('-error') < 0; });
        if (described.length) { control.setAttribute('aria-describedby', described.join(' ')); } else { control.removeAttribute('aria-describedby'); }
      });
    }

    function submitLetter(form, controls, submit, status) {
      clearFieldErrors(form, controls);
      var body = {};
      Object.keys(controls).forEach(function (name) {
        var value = controls[name].value.trim();
        if (value) { body[name] = value; }
      });
      submit.disabled = true;
      status.textContent = w.text.thinking;
      postJSON('v1/letter?format=html', body).then(function (response) {
        if (response.ok) {
          return response.text().then(function (html) { letterReady(form, status, html); });
        }
        return response.json().then(function (data) { letterErrors(controls, status, data); },
                                    function () { status.textContent = HELP.letterFailed; });
      }).then(function () { submit.disabled = false; }, function () {
        submit.disabled = false;
        status.textContent = HELP.letterFailed;
      });
    }

    function letterErrors(controls, status, data) {
      var fields = data && data.error && Array.isArray(data.error.fields) ? data.error.fields : [];
      status.textContent = fields.length ? HELP.letterFix : ((data && data.error && data.error.message) || HELP.letterFailed);
      var first = null;
      fields.forEach(function (problem) {
        var control = problem && controls[problem.field];
        if (!control || typeof problem.message !== 'string') { return; }
        var error = el('p', 'field-error', problem.message);
        error.id = control.id + '-error';
        control.classList.add(PREFIX + '-invalid');
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', ((control.getAttribute('aria-describedby') || '') + ' ' + error.id).trim());
        control.parentNode.insertBefore(error, control.nextSibling);
        if (!first) { first = control; }
      });
      if (first) { first.focus(); }
    }

    function letterReady(form, status, html) {
      var url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      status.textContent = HELP.letterReady + ' ';
      var link = el('a', null, HELP.letterOpen);
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener';
      link.setAttribute('data-letter', 'ready');
      status.appendChild(link);
      link.focus();
    }

    return { css: HELPDESK_CSS, replyExtras: replyExtras };
  };
})();
