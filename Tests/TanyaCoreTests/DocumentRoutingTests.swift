import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Document routing")
struct DocumentRoutingTests {
    let responder = DocumentFixtures.responder

    @Test("every curated example answered by its entry without documents still is with them")
    func curatedEntriesWin() {
        let shipped = Shipped.responder
        for compiled in shipped.index.entries where compiled.entry.priority == .normal {
            for example in compiled.entry.examples {
                let before: Reply = shipped.reply(to: example.value)
                guard before.kind == .answer else { continue }
                let after: Reply = responder.reply(to: example.value)
                #expect(after.kind == .answer && after.intent == before.intent, "\(example.value)")
            }
        }
    }

    @Test("an item answer names its document and item and carries the site's contacts")
    func itemAnswer() {
        let reply: Reply = responder.reply(to: "pokja tidak bisa membuka file penawaran kami", site: "default")
        #expect(reply.kind == .answer)
        #expect(reply.intent == "tanya-jawab-penawaran-2")
        #expect(reply.source == ["tanya-jawab-penawaran.txt butir 2: Pokja menyampaikan bahwa file penawaran kami tidak dapat dibuka, apa penyebabnya?"])
        let site = responder.index.base.sites["default"] ?? SiteProfile(id: "default", fields: [:])
        #expect(!reply.contacts.isEmpty)
        // The site's own contacts, then the national channels when the site has no reachable one.
        let base = responder.index.base
        #expect(reply.contacts == Responder.withFloor(Responder.contacts(for: ["site"], site: site, base: base), floor: Responder.floorContacts(site: site, base: base)))
        #expect(reply.contacts.contains { $0.href != nil })
    }

    @Test("items are reachable by id, listed after the curated entries")
    func itemsByID() {
        #expect(responder.entryCount == responder.index.entryCount + 16)
        #expect(responder.reply(intent: "faq-pendaftaran-3")?.title == "Berapa lama sampai akun penyedia bisa dipakai setelah verifikasi?")
        #expect(responder.isDocumentItem("faq-pendaftaran-3"))
        #expect(!responder.isDocumentItem("lupa-password"))
        #expect(responder.allEntries.last?.id == "tanya-jawab-penawaran-7")
    }

    @Test("the JSON fast path and the Reply value agree for item answers")
    func jsonAgrees() {
        let text = "jam buka helpdesk"
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer)
        #expect(responder.replyJSON(to: text, newline: false) == reply.jsonBytes(newline: false))
    }

    @Test("questions nobody answers stay fallbacks with documents loaded", arguments: [
        "cuaca hari ini bagaimana", "jadwal tender kapan", "jaminan penawaran",
        // A contract fine is declined as out of scope; "lambat" alone once
        // matched the activation item's "paling lambat satu hari kerja".
        "berapa denda kalau pekerjaan lambat diserahkan",
    ])
    func unrelatedStaysFallback(_ text: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(text) -> \(reply.intent ?? "clarify")")
    }

    @Test("an item leading the items' index by a clear margin replaces a curated answer below steady confidence")
    func weakCuratedAnswerYields() {
        // "email" alone gives the curated entry on which address to register
        // a weak answer; the browser question is the page's.
        let text = "browser apa yang disarankan untuk mengakses spse dan email"
        let curated = responder.classifier.classify(text)
        guard case let .answer(entry) = curated.decision else { Issue.record("curated: \(curated.decision)"); return }
        #expect(curated.confidence < Responder.steadyCuratedConfidence)
        #expect(responder.index.entries[entry].entry.id == "email-resmi-perusahaan")
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "tanya-jawab-penawaran-6")
    }

    @Test("an item answers a question the curated entries decline as out of scope when it scores near the declining entry")
    func declinedQuestionReachesItem() {
        // The shipped knowledge declines file sizes (di-luar-cakupan weighs
        // "ukuran"); the office's own page answers it.
        let text = "berapa ukuran file penawaran paling besar"
        let curated = responder.classifier.classify(text)
        guard case .fallback = curated.decision else { Issue.record("curated: \(curated.decision)"); return }
        #expect(curated.outOfScope != nil)
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "tanya-jawab-penawaran-1")
    }

    @Test("a long message matching many of an item's words answers it although it names a subject the item lacks; a story that only shares words stays a fallback", arguments: [
        ("Malam ini saya mau mengunggah dokumen kualifikasi, tapi katanya server SPSE akan pemeliharaan. Jadwal pemeliharaannya jam berapa sampai jam berapa?", "pengumuman-layanan-1"),
        ("Kemarin kami ikut tender konstruksi dan sekarang ingin tahu kapan pengumuman pemenangnya keluar, karena jadwal di aplikasi belum diperbarui.", nil),
    ])
    func strongItemEvidence(query: String, item: String?) {
        let index = responder.documentClassifier?.index
        let items = responder.documentClassifier?.classify(query)
        if let item, let index, let items, let number = index.entryIndex(for: item) {
            // The gates asking the query to name nothing the item lacks do not let it through.
            #expect(Responder.unexplainedSalientCount(of: number, tokens: items.tokens, in: index, declines: responder.declinesSubject) > 0)
            #expect(Responder.questionCoverage(of: number, tokens: items.tokens, in: index) < Responder.salientBypassCoverage)
        }
        let reply: Reply = responder.reply(to: query)
        if let item {
            #expect(reply.kind == .answer && reply.intent == item)
        } else {
            #expect(reply.kind == .fallback)
        }
    }

    @Test("a story of many sentences answers the item it names with overwhelming weight and most of its question; a story that only shares its words stays a fallback", arguments: [
        ("Assalamualaikum, saya Rudi, pemilik toko bahan bangunan di Kabupaten Pati yang baru saja selesai verifikasi. Tadi pagi saya ke kantor LPSE bersama direktur membawa semua dokumen asli, dan petugas verifikator bilang berkas kami lengkap. Sekarang saya ingin segera ikut paket di dinas pekerjaan umum. Berapa lama sampai akun penyedia kami aktif dan bisa dipakai login?", "faq-pendaftaran-3"),
        ("Assalamualaikum, saya Rudi, pemilik toko bahan bangunan di Kabupaten Pati yang baru saja selesai verifikasi. Tadi pagi saya ke kantor LPSE bersama direktur membawa semua dokumen asli, dan petugas verifikator bilang berkas kami lengkap. Akun penyedia kami juga sudah aktif dan bisa dipakai login. Sekarang kapan pengumuman pemenang paket di dinas pekerjaan umum biasanya keluar?", nil),
    ])
    func overwhelmingItemEvidence(query: String, item: String?) throws {
        let classifier = try #require(responder.documentClassifier)
        let items = classifier.classify(query)
        let top = try #require(items.candidates.first { $0.complete })
        // Both stories name faq-pendaftaran-3 with overwhelming weight, yet
        // explain less than a quarter of themselves with its question.
        #expect(classifier.index.entries[top.entry].entry.id == "faq-pendaftaran-3")
        #expect(top.score >= Responder.overwhelmingScore)
        #expect(Responder.questionCoverage(of: top.entry, tokens: items.tokens, in: classifier.index) < Responder.strongEvidenceCoverage)
        let recall = Responder.questionRecall(of: top.entry, tokens: items.tokens, in: classifier.index)
        #expect((recall >= Responder.overwhelmingRecall) == (item != nil))
        let reply: Reply = responder.reply(to: query)
        if let item {
            #expect(reply.kind == .answer && reply.intent == item)
        } else {
            #expect(reply.kind == .fallback)
        }
    }

    @Test("an overwhelming item answers a long story the curated entries decline on its narrative words; a story asking a declined subject stays declined", arguments: [
        ("Selamat pagi, saya Dedi, staf administrasi di CV Karya Bangun, kontraktor jalan desa di Kabupaten Garut. Bulan ini kami ikut tender rehabilitasi jalan kabupaten dan jadwal pemasukan penawaran tinggal dua hari lagi. Dokumen teknis kami berisi banyak gambar hasil scan sehingga file penawarannya sangat besar. Setiap kali diunggah, prosesnya berhenti di tengah jalan. Berapa batas ukuran file penawaran yang bisa diunggah dan apa yang harus kami lakukan?", "tanya-jawab-penawaran-1"),
        ("Selamat pagi, saya Dedi, staf administrasi di CV Karya Bangun, kontraktor jalan desa di Kabupaten Garut. Bulan ini kami ikut tender rehabilitasi jalan kabupaten. Dokumen teknis kami berisi banyak gambar hasil scan sehingga file penawarannya sangat besar, tapi berhasil diunggah sebelum batas waktu. Kapan jadwal pengumuman pemenang tender ini dan berapa nilai jaminan pelaksanaannya?", nil),
    ])
    func overwhelmingItemOverDecline(query: String, item: String?) {
        // The decline scores about twice the item: a story of five
        // sentences gathers the out-of-scope entry's narrative words.
        let curated = responder.classifier.classify(query)
        #expect(curated.decision == .fallback && curated.outOfScope != nil)
        let reply: Reply = responder.reply(to: query)
        if let item {
            #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
        } else {
            #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
        }
    }

    @Test("after a decline on score alone the leading item answers a question; a declined system or a message asking nothing keeps the decline", arguments: [
        ("pak, saya lagi pulang kampung dan cuma bawa hp. bisa kirim penawaran pakai hp saja atau harus pakai laptop?", "tanya-jawab-penawaran-5"),
        // The same scene, asking nothing.
        ("saya lagi pulang kampung dan cuma bawa hp untuk kirim penawaran, laptop saya tinggal di kantor.", nil),
        // e-Katalog is a system Tanya declines, and the phone item does not weigh it.
        ("apakah aplikasi e-katalog bisa dibuka pakai hp atau tablet, atau wajib pakai laptop?", nil),
    ])
    func topItemAfterDecline(query: String, item: String?) throws {
        let question = try DocumentFixtures.gateInputs(query)
        _ = try #require(question.curated.outOfScope, "the curated entries decline it")
        let answer = responder.topItemAnswer(question)
        if let item {
            let decision = try #require(answer?.decision)
            guard case let .answer(number) = decision else { Issue.record("not an answer: \(decision)"); return }
            #expect(responder.entry(number: number).id == item)
        } else {
            #expect(answer == nil)
        }
    }

    @Test("an information question the curated entries only clarify is answered by the item that asks it; a stated problem keeps the question", arguments: [
        ("berapa hari aktivasi akun penyedia", "faq-pendaftaran-3"),
        ("satu perusahaan dua akun", "tanya-jawab-penawaran-7"),
        // Three words: the items' index falls back, its leading item leads
        // far and its question explains the query.
        ("kapan akunnya aktif", "faq-pendaftaran-3"),
        ("akun tidak bisa diakses", nil),
        // Only the registration item's answer names the email.
        ("email lpse gimana dong", nil),
    ])
    func itemOverCuratedClarify(query: String, item: String?) {
        #expect(Shipped.responder.reply(to: query).kind == .clarify, "without documents the curated entries ask")
        let reply: Reply = responder.reply(to: query)
        if let item {
            #expect(reply.kind == .answer && reply.intent == item)
            #expect(reply.confidence >= ClassifierSettings().answerThreshold)
        } else {
            #expect(reply.kind == .clarify)
        }
    }

    @Test("general vocabulary reaches items through the lexicon", arguments: [
        ("peramban apa yang sebaiknya dipakai", "tanya-jawab-penawaran-6"),
        ("apakah bisa kirim penawaran dari tablet", "tanya-jawab-penawaran-5"),
        // "gratis" qualifies the email entry's subject (2.5, under the salient weight), so the cost item answers.
        ("daftar penyedia di lpse gratis atau berbayar?", "faq-pendaftaran-5"),
        // An office that serves (melayani) its visitors is its service hours.
        ("kantor lpse masih melayani jam berapa?", "pengumuman-layanan-2"),
        ("penjelajah web apa yang cocok untuk spse?", "tanya-jawab-penawaran-6"),
    ])
    func lexiconSynonyms(_ text: String, _ intent: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == intent, "\(text) -> \(reply.intent ?? "\(reply.kind)")")
    }

    @Test("a greeting the curated entries answer is never displaced by an item sharing a word")
    func greetingsStay() {
        // "good" reads as "saran", which an item's question uses.
        let reply: Reply = responder.reply(to: "good evening")
        #expect(reply.intent == "sapaan")
    }

    /// The entries of a one-page FAQ of `(question, answer)` items.
    static func itemEntries(_ pairs: [(String, String)], normalizer: TextNormalizer) -> [KnowledgeEntry] {
        let items = pairs.enumerated().map { offset, pair in
            DocumentItem(number: offset + 1, line: 2 * offset + 1, question: pair.0, paragraphs: [pair.1], steps: [])
        }
        let document = KnowledgeDocument(file: "faq.md", name: "faq.md", stem: "faq", items: items)
        return KnowledgeDocument.entries(of: [document], normalizer: normalizer)
    }

    @Test("an answer word few entries use weighs more than one every item uses")
    func answerWordsWeighByRarity() {
        let entries = Self.itemEntries([
            ("Bagaimana roaming akun?", "Berkat agregasi data, akun dipakai di semua situs."),
            ("Berapa biaya daftar?", "Gratis, akun dipakai tanpa biaya."),
        ], normalizer: TextNormalizer(lexicon: Lexicon(), stopwords: []))
        func weight(_ word: String, _ entry: Int) -> Double? {
            entries[entry].keywords.first { $0.value.word == word }?.value.weight
        }
        let rare = weight("agregasi", 0) ?? 0
        let common = weight("dipakai", 0) ?? 0
        #expect(rare > common)
        #expect(common >= KnowledgeDocument.answerWordFloor)
    }

    // "Jam Pelayanan Helpdesk" reads "operasional helpdesk": the lexicon
    // merges "jam pelayanan". A query with "jam" and "layanan" apart must
    // still reach the item, so each word of the question also weighs on
    // its own, as much as a question word of its rarity.
    @Test("the words a lexicon form merges in an item's question each find the item")
    func questionWordsWeighApart() {
        let entries = Self.itemEntries([
            ("Jam Pelayanan Helpdesk", "Senin sampai Jumat pukul 08.00."),
            ("Browser apa yang disarankan?", "Chrome atau Firefox."),
        ], normalizer: Shipped.normalizer)
        let jam = entries[0].keywords.first { $0.value.word == "jam" }?.value.weight ?? 0
        let senin = entries[0].keywords.first { $0.value.word == "senin" }?.value.weight ?? 0
        // Both words are used by one item of two: the question's weighs twice the answer's.
        #expect(jam > senin)
        #expect(entries[1].keywords.allSatisfy { $0.value.word != "jam" })
        let reply: Reply = responder.reply(to: "layanan helpdesk hari jumat sampai jam berapa")
        #expect(reply.kind == .answer && reply.intent == "pengumuman-layanan-2")
    }

    // The fixture's registration items are written for vendors ("mendaftar
    // sebagai penyedia"); a PPK or a Pokja asking how to register or what
    // it costs asks about an account the LPSE's admin creates.
    @Test("an item written for one role does not answer a question about another", arguments: [
        "cara pokja mendaftar di lpse", "ppk mau daftar akun spse gimana caranya",
        "pokja belum punya akun, cara daftarnya bagaimana", "apakah ada biaya pendaftaran untuk pokja",
    ])
    func otherRoleStaysUnanswered(_ text: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(!(reply.intent ?? "").hasPrefix("faq-pendaftaran"), "\(text) -> \(reply.intent ?? "\(reply.kind)")")
    }

    @Test("a question naming the item's own role, or no role, still reaches it", arguments: [
        ("pokja belum punya akun penyedia, cara daftarnya bagaimana", "faq-pendaftaran-1"),
        ("apakah ada biaya pendaftaran untuk penyedia", "faq-pendaftaran-5"),
    ])
    func sameRoleAnswers(_ text: String, _ item: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(reply.intent == item, "\(text) -> \(reply.intent ?? "\(reply.kind)")")
    }

    @Test("an item's own question declined by a curated entry marks the page as covering that topic")
    func itemsCoveringADeclinedTopic() throws {
        let declining = try #require(responder.index.entryIndex(for: "luar-akun-lain"))
        let items = try #require(responder.documentIndex).entries.indices.dropFirst(responder.documentIndexCuratedCount)
        let covered = items.filter { responder.decliningEntry(ofItem: $0) == declining }
            .map { responder.documentItems[$0].entry.id }
        #expect(covered.contains("faq-pendaftaran-1"))
        #expect(!covered.contains("tanya-jawab-penawaran-6"), "a browser question is no declined account topic")
    }

    @Test("after a decline of a topic the page covers, the item that clearly leads that topic's items answers", arguments: [
        ("perusahaan kami mau daftar jadi penyedia, caranya gmn", "faq-pendaftaran-1"),
        ("gimana langkah daftar sebagai penyedia di lpse ini", "faq-pendaftaran-1"),
        // No curated entry leads here: the partial-login entry needs a
        // failure word, which a question about registering again lacks.
        ("Kalau akun penyedia kami sudah terverifikasi di LPSE kota lain, apakah di LPSE ini harus daftar ulang?", "faq-pendaftaran-4"),
    ])
    func coveredDeclineAnswers(query: String, item: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(reply.confidence >= ClassifierSettings().answerThreshold)
    }

    // The item's question explains under half of these messages (they say
    // more than it asks), but they use at least half of its words.
    @Test("after a decline of a topic the page covers, a query using most of the leading item's question reaches it", arguments: [
        ("kami ingin tahu urutan pendaftaran sebagai penyedia untuk perusahaan yang baru berdiri tahun ini dan belum memiliki akun spse", "faq-pendaftaran-1"),
        ("kak helpdesk lpse buka jam brp? kalo sabtu minggu libur gak?", "pengumuman-layanan-2"),
    ])
    func coveredDeclineByQuestionRecall(query: String, item: String) throws {
        let items = try #require(responder.documentIndex)
        let number = try #require(items.entryIndex(for: item))
        let curated = responder.classifier.classify(query)
        #expect(curated.outOfScope != nil, "the curated entries decline it")
        #expect(Responder.questionCoverage(of: number, tokens: curated.tokens, in: items) < Responder.leadCoverage)
        #expect(Responder.questionRecall(of: number, tokens: curated.tokens, in: items) >= Responder.leadRecall)
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a declined question naming a subject the leading item does not know stays declined")
    func coveredDeclineKeepsOtherSubjects() {
        // Registration words, but of a PPK account: the vendor-registration
        // item does not know "ppk".
        let reply: Reply = responder.reply(to: "cara daftar akun ppk baru di spse")
        #expect(reply.kind == .fallback)
    }

    @Test("after a decline, a curated entry scoring above the leading item keeps the item from answering", arguments: [
        "cara membuat akun yahoo", "daftar akun yahoo caranya",
    ])
    func curatedAboveLeadingItem(query: String) {
        // Registration words lead to the registration item, but the email
        // entry (which knows "yahoo") reads the query better.
        let reply: Reply = responder.reply(to: query)
        #expect(reply.intent != "faq-pendaftaran-1", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a word only an out-of-scope entry weighs names a subject an item must know to answer")
    func declinedSubjectIsSalient() throws {
        let items = try #require(responder.documentIndex)
        let curated = responder.documentIndexCuratedCount
        let item = try #require(items.entryIndex(for: "tanya-jawab-penawaran-2"))
        // Words that only out-of-scope entries weigh as salient, and the item does not weigh at all.
        var declinedWords: [String] = []
        for (id, term) in items.terms.enumerated() where declinedWords.count < 5 {
            let postings = items.postings[id]
            guard !postings.contains(where: { Int($0.entry) == item }) else { continue }
            let salient = postings.filter { Double($0.weight) >= Responder.salientWeight }
            guard !salient.isEmpty, salient.allSatisfy({ responder.declinesSubject(Int($0.entry)) }) else { continue }
            declinedWords.append(term)
        }
        try #require(!declinedWords.isEmpty, "the shipped out-of-scope entries weigh words of their own")
        #expect(!responder.declinesSubject(curated), "an item is no curated entry")
        for word in declinedWords {
            let tokens = [NormalizedToken(term: word, surface: word)]
            #expect(Responder.unexplainedSalientCount(of: item, tokens: tokens, in: items) == 0, "\(word)")
            #expect(Responder.unexplainedSalientCount(of: item, tokens: tokens, in: items, declines: responder.declinesSubject) == 1, "\(word)")
        }
    }

    @Test("--explain names the gate that let an item answer, and none when a curated entry answers")
    func explainNamesGate() throws {
        // A short question the items' index answers itself, leading its
        // rivals clearly (DocumentLongMessageTests reads it as a short question).
        let (reply, classification) = responder.reply(to: "spse bisa dibuka di ipad?")
        #expect(reply.kind == .answer && reply.intent == "tanya-jawab-penawaran-5")
        #expect(classification.documentGate == "clearItemLead")
        let explained = try #require(responder.explainDocuments(classification, text: "spse bisa dibuka di ipad?"))
        let line = try #require(explained.split(separator: "\n").first { $0.hasPrefix("dokumen: ") })
        #expect(line.hasPrefix("dokumen: answer tanya-jawab-penawaran-5 keyakinan "), "\(line)")
        #expect(line.hasSuffix("% (gerbang: clearItemLead)"), "\(line)")
        // A curated answer goes through no gate.
        let curated = responder.reply(to: "lupa password akun penyedia").classification
        #expect(curated.documentGate == nil)
        #expect(try #require(responder.explainDocuments(curated, text: "lupa password akun penyedia")).contains("gerbang") == false)
    }

    @Test("--explain shows the items' index reading the message as asked, sentences and stopwords included")
    func explainReadsAskedText() throws {
        // Joined from its words alone, the message lost its sentence break
        // and "di situ", and the explanation showed the items' index
        // leading with the tablet item (tanya-jawab-penawaran-5) and
        // falling back, where the gates had read a close call between two
        // other items.
        let query = "Saya pakai Samsung Galaxy Tab S6 Lite dengan Android 13. Apakah SPSE bisa dibuka dengan lancar di situ, "
            + "termasuk untuk mengunggah file penawaran sekitar 20 MB?"
        let classification = responder.reply(to: query).classification
        let explained = try #require(responder.explainDocuments(classification, text: query))
        let line = try #require(explained.split(separator: "\n").first { $0.hasPrefix("dokumen: ") })
        #expect(line.hasPrefix("dokumen: clarify tanya-jawab-penawaran-1, tanya-jawab-penawaran-2 "), "\(line)")
    }
}
