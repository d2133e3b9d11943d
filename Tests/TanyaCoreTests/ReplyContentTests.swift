import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Every (entry, site profile) pair of the shipped knowledge, for table tests.
private let entrySitePairs: [(entry: String, site: String)] = {
    let responder = Shipped.responder
    return responder.index.entries.flatMap { compiled in responder.siteIDs.map { (compiled.entry.id, $0) } }
}()

/// Words and marks that belong to `--explain` or the JSON, never to what a vendor reads.
private let internalMarks = ["keyakinan", "skor", "sumber:", "kata yang cocok", ".md", "#8", "#9", "§", "{site."]

@Suite("Reply content a vendor can act on")
struct ReplyContentTests {
    @Test("every entry answered on every site profile names a tel:, mailto: or https: contact", arguments: entrySitePairs)
    func contactFloor(entry: String, site: String) throws {
        let reply = try #require(Shipped.responder.reply(intent: entry, site: site))
        let links = reply.contacts.compactMap(\.href)
        #expect(links.contains { $0.hasPrefix("tel:") || $0.hasPrefix("mailto:") || $0.hasPrefix("https:") },
                "\(entry) on \(site): \(reply.contacts.map(\.value))")
    }

    @Test("a fallback on every site profile names a reachable contact", arguments: Shipped.responder.siteIDs)
    func fallbackFloor(site: String) {
        let reply: Reply = Shipped.responder.reply(to: "resep rendang", site: site)
        #expect(reply.kind == .fallback)
        #expect(reply.contacts.contains { $0.href != nil })
    }

    @Test("a site's own reachable contact comes first; national channels are added only without one")
    func siteContactFirst() throws {
        let paser = try #require(Shipped.responder.reply(intent: "lupa-password", site: "paser"))
        #expect(paser.contacts.first?.label.contains("Paser") == true)
        #expect(!paser.contacts.contains { $0.value.contains("2993 5577") })
        let plain = try #require(Shipped.responder.reply(intent: "lupa-password"))
        #expect(plain.contacts.contains { $0.href == "tel:+622129935577" })
    }

    @Test("the default profile's helpdesk line says what to do instead of pointing back at itself")
    func defaultProfileWording() throws {
        let reply = try #require(Shipped.responder.reply(intent: "lupa-password"))
        let helpdesk = try #require(reply.contacts.first { $0.label.hasPrefix("Helpdesk") })
        #expect(helpdesk.value.contains("menu Kontak"))
        #expect(!helpdesk.value.contains("helpdesk di LPSE tempat akun Anda terdaftar"))
    }

    @Test("a fallback caused by an out-of-scope entry shows that entry's contacts before the escalation")
    func outOfScopeContacts() throws {
        let declined = try #require(Shipped.responder.index.entries.first { $0.entry.id == "luar-sikap-data" })
        let sikap = try #require(Shipped.responder.index.base.contacts["sikap"])
        #expect(declined.entry.contactKeys.first?.value == "sikap")
        var declinedCount = 0
        for example in declined.entry.examples {
            let (reply, classification) = Shipped.responder.reply(to: example.value, site: nil)
            guard let number = classification.outOfScope, Shipped.responder.index.entries[number].entry.id == "luar-sikap-data" else { continue }
            declinedCount += 1
            #expect(reply.kind == .fallback)
            #expect(reply.contacts.first?.value == sikap.value, "\(example.value)")
            #expect(reply.contacts.contains { $0.value == "(021) 2993 5577" }, "\(example.value)")
        }
        #expect(declinedCount > 0)
    }

    @Test("readable text carries no confidence, scoring words, source markers or file names", arguments: entrySitePairs)
    func cleanAnswerText(entry: String, site: String) throws {
        let text = try #require(Shipped.responder.reply(intent: entry, site: site)).text()
        for mark in internalMarks { #expect(!text.contains(mark), "\(entry) on \(site) shows '\(mark)'") }
    }

    @Test("clarify and fallback text carry no confidence or matched words", arguments: [
        "tidak bisa login", "password", "resep rendang", "",
    ])
    func cleanOtherText(query: String) {
        let text = (Shipped.responder.reply(to: query) as Reply).text()
        for mark in internalMarks { #expect(!text.contains(mark), "'\(query)' shows '\(mark)'") }
    }

    @Test("greetings and thanks read as conversation: no heading, no steps list", arguments: ["halo", "terima kasih banyak"])
    func conversation(query: String) {
        let reply: Reply = Shipped.responder.reply(to: query)
        #expect(reply.kind == .answer)
        #expect(reply.steps.isEmpty)
        let text = reply.text()
        #expect(!text.contains("Langkah:"))
        #expect(!text.contains("=="))
    }

    @Test("every related entry of every answer opens an entry", arguments: entrySitePairs)
    func relatedResolves(entry: String, site: String) throws {
        let reply = try #require(Shipped.responder.reply(intent: entry, site: site))
        for related in reply.related { #expect(Shipped.responder.reply(intent: related.intent, site: site) != nil) }
    }

    @Test("a clarify printed by a one-shot command lists the --intent commands instead of 'ketik nomornya'")
    func clarifyCommands() {
        let reply: Reply = Shipped.responder.reply(to: "tidak bisa login")
        #expect(reply.kind == .clarify)
        let text = reply.text(optionHint: .command("tanya ask"))
        #expect(!text.contains("Ketik nomornya"))
        for option in reply.options { #expect(text.contains("tanya ask --intent \(option.intent)")) }
        #expect(reply.text().contains("Ketik nomornya"))
    }
}

@Suite("Offices and audiences")
struct OfficeAudienceTests {
    @Test("a question naming an office answers with that office's contacts", arguments: [
        ("nomor helpdesk lpse paser", "paser"), ("lupa password di lpse bangka belitung", "babel"),
        ("email lpse babel masuk spam", "babel"), ("nomor telepon lpse kabupaten paser berapa", "paser"),
    ])
    func namedOffice(query: String, site: String) throws {
        let reply: Reply = Shipped.responder.reply(to: query)
        let profile = try #require(Shipped.responder.index.base.sites[site])
        #expect(reply.contacts.contains { $0.label.hasSuffix(profile.name) }, "\(reply.contacts.map(\.label))")
    }

    @Test("the requested site wins over an office named in the question")
    func requestedSiteWins() {
        let reply: Reply = Shipped.responder.reply(to: "nomor helpdesk lpse paser", site: "babel")
        #expect(!reply.contacts.contains { $0.label.contains("Paser") })
    }

    @Test("two offices named at once pick neither")
    func twoOffices() {
        let reply: Reply = Shipped.responder.reply(to: "nomor helpdesk lpse paser atau lpse babel")
        #expect(!reply.contacts.contains { $0.label.contains("Paser") || $0.label.contains("Bangka") })
    }

    @Test("staff wording is told apart from a vendor naming the helpdesk", arguments: [
        ("sy helpdesk lpse lupa password", true), ("sop reset password helpdesk", true), ("admin ppe reset pw", true),
        ("hai admin, lupa password", false), ("password sudah direset oleh helpdesk tapi gagal", false),
        ("pw direset helpdesk tetap gagal", false), ("sudah minta ke helpdesk belum dibalas", false),
    ])
    func staffWording(text: String, staff: Bool) {
        #expect(AudienceGate.speaksAsStaff(text) == staff)
    }

    @Test("a misspelt staff word still speaks as staff")
    func misspeltStaffWord() {
        let reply: Reply = Shipped.responder.reply(to: "reset password hlepdesk")
        #expect(reply.kind == .answer && reply.intent == "reset-password-helpdesk")
    }

    @Test("a staff-only entry is offered, not answered, to a vendor; answered for audience lpse")
    func staffEntryGated() {
        let vendor: Reply = Shipped.responder.reply(to: "password sudah direset oleh helpdesk tapi masih gagal login")
        #expect(vendor.kind == .clarify)
        #expect(vendor.options.first?.intent != "reset-password-helpdesk")
        let staff: Reply = Shipped.responder.reply(to: "password sudah direset oleh helpdesk tapi masih gagal login", audience: .lpse)
        #expect(staff.intent == "reset-password-helpdesk")
    }

    @Test("a vendor's topic clarify leaves the staff-only entry out")
    func staffLeftOutOfClarify() {
        let reply: Reply = Shipped.responder.reply(to: "reset password")
        #expect(reply.kind == .clarify)
        #expect(!reply.options.contains { $0.intent == "reset-password-helpdesk" })
        let staff: Reply = Shipped.responder.reply(to: "reset password", audience: .lpse)
        #expect(staff.kind != .clarify || staff.options.contains { $0.intent == "reset-password-helpdesk" })
    }
}
