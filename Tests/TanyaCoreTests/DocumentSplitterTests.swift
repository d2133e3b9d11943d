import Testing
@testable import TanyaCore

/// One published shape and the items it must give.
struct DocumentShapeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var questions: [String]
    /// First answer paragraph (or first step) of each item.
    var openings: [String]
    var testDescription: String { name }
}

let documentShapeCases: [DocumentShapeCase] = [
    .init(name: "numbered questions, answer on the same line and on the next",
          text: """
          FAQ PERMASALAHAN
          1.1. Apa yang terjadi jika lampu mati?
          Periksa sekering lebih dulu.
          1.2. Bagaimana jika pintu macet? Semprot engselnya dengan pelumas.
          """,
          questions: ["Apa yang terjadi jika lampu mati?", "Bagaimana jika pintu macet?"],
          openings: ["Periksa sekering lebih dulu.", "Semprot engselnya dengan pelumas."]),
    .init(name: "Q and A pairs under categories, two questions sharing one answer",
          text: """
          Kategori: Rumah
          Q : Kunci hilang harus bagaimana?
          A : Minta kunci cadangan.
          Q 1: Pintu depan macet?
          Q 2: Pintu belakang macet
          juga, apa sebabnya?
          A : Engsel kering.
          """,
          questions: ["Kunci hilang harus bagaimana?", "Pintu depan macet?", "Pintu belakang macet juga, apa sebabnya?"],
          openings: ["Minta kunci cadangan.", "Engsel kering.", "Engsel kering."]),
    .init(name: "bold question lines ending in a question mark",
          text: """
          **Kapan kantor buka setiap hari?**
          Setiap hari kerja pukul delapan.

          **Di mana alamat kantor kami?**
          Jalan Merdeka nomor satu.
          """,
          questions: ["Kapan kantor buka setiap hari?", "Di mana alamat kantor kami?"],
          openings: ["Setiap hari kerja pukul delapan.", "Jalan Merdeka nomor satu."]),
    .init(name: "notice headings, the top heading is the title, lists become steps",
          text: """
          # PENGUMUMAN
          Pengantar yang bukan butir.
          ## Pemadaman listrik
          1. Listrik padam Sabtu malam.
          2. Simpan pekerjaan Anda.
          ## Jam layanan
          Senin sampai Jumat.
          """,
          questions: ["Pemadaman listrik", "Jam layanan"],
          openings: ["Listrik padam Sabtu malam.", "Senin sampai Jumat."]),
    .init(name: "PDF paste: CRLF, BOM, tabs, page numbers and wrapped lines",
          text: "\u{FEFF}1. Apa   itu\tlampu hemat?\r\nLampu yang\r\nHal 2\r\nmemakai listrik sedikit.\r\n",
          questions: ["Apa itu lampu hemat?"],
          openings: ["Lampu yang memakai listrik sedikit."]),
]

@Suite("Document splitter")
struct DocumentSplitterTests {
    @Test("each published shape splits into its questions and answers", arguments: documentShapeCases)
    func shapes(_ shape: DocumentShapeCase) {
        let (items, issues) = DocumentSplitter.split(shape.text, file: "doc.md")
        #expect(issues.isEmpty, "\(issues)")
        #expect(items.map(\.question) == shape.questions)
        #expect(items.map { $0.paragraphs.first ?? $0.steps.first ?? "" } == shape.openings)
        #expect(items.map(\.number) == Array(1..<(items.count + 1)))
    }

    @Test("numbered and bulleted answer lines become steps without their markers")
    func steps() {
        let text = "1. Bagaimana cara mengganti lampu?\nIkuti langkah ini:\n- 1. Matikan listrik.\n- 2. Ganti bohlam.\n"
        let (items, _) = DocumentSplitter.split(text, file: "doc.md")
        #expect(items.first?.steps == ["Matikan listrik.", "Ganti bohlam."])
        #expect(items.first?.paragraphs == ["Ikuti langkah ini:"])
    }

    @Test("an item without answer text is reported at its line and skipped, keeping later numbers")
    func itemWithoutAnswer() {
        let text = "Apa itu lampu hemat sekali?\n\nApa itu lampu pijar biasa?\nLampu lama.\n"
        let (items, issues) = DocumentSplitter.split(text, file: "doc.md")
        #expect(items.map(\.number) == [2])
        #expect(issues.map(\.description) == ["doc.md:1: butir 1 'Apa itu lampu hemat sekali?' tidak punya teks jawaban; butir ini dilewati"])
    }

    @Test("a repeated question is reported at the second one's line")
    func duplicateQuestion() {
        let text = "Q : Lampu mati kenapa?\nA : Sekering.\nQ : Lampu mati kenapa?\nA : Bohlam.\n"
        let (items, issues) = DocumentSplitter.split(text, file: "doc.md")
        #expect(items.count == 1)
        #expect(issues.first?.line == 3)
        #expect(issues.first?.message.contains("sama dengan butir 1") == true)
    }

    @Test("a document with neither questions nor headings cannot be split")
    func unsplittable() {
        let (items, issues) = DocumentSplitter.split("Hanya paragraf biasa.\nTanpa judul.\n", file: "doc.txt")
        #expect(items.isEmpty)
        #expect(issues.first?.message.contains("tidak dapat dipecah") == true)
    }

    @Test("item entries: ids, title, summary, steps, source and site contacts")
    func itemEntries() {
        let (items, _) = DocumentSplitter.split(documentShapeCases[3].text, file: "/k/documents/pengumuman.md")
        let document = KnowledgeDocument(file: "/k/documents/pengumuman.md", name: "pengumuman.md", stem: "pengumuman", items: items)
        let entries = document.entries(normalizer: TextNormalizer(lexicon: Lexicon(), stopwords: []))
        #expect(entries.map(\.id) == ["pengumuman-1", "pengumuman-2"])
        #expect(entries[0].title == "Pemadaman listrik")
        #expect(entries[0].summary == "Listrik padam Sabtu malam.")
        #expect(entries[0].steps == ["Listrik padam Sabtu malam.", "Simpan pekerjaan Anda."])
        #expect(entries[0].sources == ["pengumuman.md butir 1: Pemadaman listrik"])
        #expect(entries[0].contactKeys.map(\.value) == ["site"])
        #expect(entries[1].keywords.allSatisfy { $0.value.weight >= KnowledgeDocument.answerWordFloor })
    }

    @Test("the page's title goes with items without a 'Kategori:' line", arguments: [
        ("short title line before the first question", "FAQ LAMPU RUMAH\n\n1. Apa itu lampu hemat?\nLampu berdaya kecil.\n",
         ["FAQ LAMPU RUMAH"], [nil]),
        ("Markdown heading over a page of questions", "# Tanya Jawab Lampu\n\nApa itu lampu hemat?\nLampu berdaya kecil.\n",
         ["Tanya Jawab Lampu"], [nil]),
        ("heading over a notice's sections", "# PENGUMUMAN LISTRIK\n\n## Pemadaman\nPadam Sabtu.\n\n## Tarif\nNaik.\n",
         ["PENGUMUMAN LISTRIK", "PENGUMUMAN LISTRIK"], [nil, nil]),
        ("an explicit category replaces it", "FAQ LAMPU\nKategori: Hemat\nQ : Apa itu lampu hemat?\nA : Lampu berdaya kecil.\n",
         [nil], ["Hemat"]),
        ("an introduction sentence is no title", "Berikut jawaban atas pertanyaan yang sering diajukan.\n\nApa itu lampu hemat?\nLampu berdaya kecil.\n",
         [nil], [nil]),
    ] as [(String, String, [String?], [String?])])
    func pageTitle(_ name: String, _ text: String, _ titles: [String?], _ categories: [String?]) {
        let (items, issues) = DocumentSplitter.split(text, file: "doc.md")
        #expect(issues.isEmpty, "\(name): \(issues)")
        #expect(items.map(\.pageTitle) == titles, "\(name)")
        #expect(items.map(\.category) == categories, "\(name)")
    }

    @Test("the page's title joins the question without its opener, or the whole question: one variant, not one more")
    func pageTitleVariant() {
        let opened = DocumentItem(number: 1, line: 1, question: "Apa itu lampu hemat?", paragraphs: ["Lampu kecil."], steps: [],
                                  pageTitle: "FAQ LAMPU")
        #expect(KnowledgeDocument.variants(of: opened) == ["Apa itu lampu hemat?", "FAQ LAMPU itu lampu hemat?"])
        let plain = DocumentItem(number: 1, line: 1, question: "Lampu hemat itu apa?", paragraphs: ["Lampu kecil."], steps: [],
                                 pageTitle: "FAQ LAMPU")
        #expect(KnowledgeDocument.variants(of: plain) == ["Lampu hemat itu apa?", "FAQ LAMPU Lampu hemat itu apa?"])
    }

    @Test("an imported draft's examples are wordings without the page's title")
    func draftWithoutPageTitle() {
        let item = DocumentItem(number: 1, line: 3, question: "Apa itu lampu hemat?", paragraphs: ["Lampu kecil."], steps: [],
                                pageTitle: "FAQ LAMPU")
        let examples = DocumentDraft.examples(for: item, stopwords: [])
        #expect(examples.contains("itu lampu hemat?"))
        #expect(!examples.contains(where: { $0.contains("FAQ LAMPU") }))
    }

    @Test("file names become item id stems", arguments: [
        ("FAQ Penyedia 2023.md", "faq-penyedia-2023"), ("tanya_jawab.txt", "tanya-jawab"), ("__.md", "dokumen"),
    ])
    func stems(_ name: String, _ stem: String) {
        #expect(DocumentLoader.stem(of: name) == stem)
    }
}
