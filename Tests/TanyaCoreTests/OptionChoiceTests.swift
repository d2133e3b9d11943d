import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Picking a clarify option by number")
struct OptionChoiceTests {
    @Test("a line that is only a choice gives its number", arguments: [
        ("2", 2), ("2.", 2), (" 3 ", 3), ("no 2", 2), ("No. 2", 2), ("nomor 2", 2), ("nomer 1", 1), ("yang kedua", 2),
        ("kedua", 2), ("yg pertama", 1), ("pilihan 3", 3), ("ke-2", 2), ("yang ke 2", 2), ("(2)", 2), ("9", 9),
    ])
    func choices(line: String, number: Int) {
        #expect(OptionChoice.number(in: line) == number)
    }

    @Test("a question that starts with a number is not a choice", arguments: [
        "2 kali gagal login", "lupa password", "", "no", "nomor telepon helpdesk", "yang kedua gagal login", "12345",
    ])
    func notChoices(line: String) {
        #expect(OptionChoice.number(in: line) == nil)
    }

    @Test("a follow-up opens the option, asks again when out of range, and leaves questions alone")
    func followUp() throws {
        let responder = Shipped.responder
        let clarify: Reply = responder.reply(to: "tidak bisa login")
        try #require(clarify.kind == .clarify && clarify.options.count >= 2)
        #expect(responder.followUp("no 2", options: clarify.options)?.intent == clarify.options[1].intent)
        let again = try #require(responder.followUp("9", options: clarify.options))
        #expect(again.kind == .clarify)
        #expect(again.options == clarify.options)
        #expect(responder.followUp("lupa password", options: clarify.options) == nil)
        #expect(responder.followUp("lupa password", options: []) == nil)
    }

    @Test("a choice typed with no options pending says there is nothing to choose", arguments: ["2", "yang kedua", "no 3"])
    func choiceWithoutOptions(line: String) throws {
        let reply = try #require(Shipped.responder.followUp(line, options: []))
        #expect(reply.kind == .fallback)
        #expect(reply.message == Responder.noPendingChoiceMessage)
        #expect(!reply.contacts.isEmpty, "the site's helpdesk is still named")
    }
}
