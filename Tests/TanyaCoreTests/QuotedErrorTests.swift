import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A message quoting the error on screen names its problem.
@Suite("Quoted error messages")
struct QuotedErrorTests {
    @Test("quoted stretches are found at word edges only", arguments: [
        ("muncul 'User ID atau Password anda salah' terus", ["User ID atau Password anda salah"]),
        ("keterangan \"Data tidak tersinkronisasi\".", ["Data tidak tersinkronisasi"]),
        ("pesan \u{201C}Java Script error\u{201D} lalu \u{2018}password salah\u{2019}", ["Java Script error", "password salah"]),
        ("Tabe' Daeng, kenapa ka' tidak bisa masuk", []),
        ("the bounce says the user doesn't exist", []),
        ("a quote that never closes: 'password salah", []),
        ("too short: 'ok' then", []),
    ])
    func quotedStretches(text: String, spans: [String]) {
        #expect(QuotedSpans.texts(in: text) == spans)
    }

    @Test("the entry whose phrase is quoted answers, past a word of the story that would exclude it")
    func quotedPhraseAnswers() {
        let reply: Reply = Shipped.responder.reply(to: "Muncul 'User ID atau Password anda salah' terus, apakah akun saya sudah terkunci?")
        #expect(reply.kind == .answer && reply.intent == "login-password-salah", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the same words unquoted stay a question to ask back")
    func unquotedStaysOpen() {
        let reply: Reply = Shipped.responder.reply(to: "Muncul User ID atau Password anda salah terus, apakah akun saya sudah terkunci?")
        #expect(reply.intent != "login-password-salah", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a quoted message the asker denies names nothing")
    func deniedQuoteNamesNothing() {
        let classifier = Shipped.responder.classifier
        let quoted = classifier.quotedPhraseEntries("yang keluar bukan 'password salah', melainkan 'Data tidak tersinkronisasi'")
        let reply: Reply = Shipped.responder.reply(to: "yang keluar bukan 'password salah', melainkan 'Data tidak tersinkronisasi'")
        #expect(quoted.count == 2)
        #expect(reply.intent == "data-tidak-sinkron", "\(reply.kind) \(reply.intent ?? "-")")
    }
}
