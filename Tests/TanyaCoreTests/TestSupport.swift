@testable import TanyaCore
import TanyaTestSupport

import Foundation

/// A small knowledge base written to a temporary folder, so parser,
/// validator and classifier tests control every line. `files` maps a path
/// inside the folder to its text; `write` applies overrides on top.
struct TempKnowledge {
    static let base: [String: String] = [
        "entries/kunci-hilang.md": """
        id: kunci-hilang
        title: Kunci rumah hilang
        audience: umum
        topic: rumah
        source: uji
        contacts: site, helpdesk
        related: pintu-macet
        summary: Minta kunci cadangan ke pengelola.
        require: kunci
        require: hilang | lupa
        keyword: kunci 3
        keyword: hilang 3
        keyword: cadangan 2

        ## Examples
        - kunci rumah saya hilang
        - lupa taruh kunci
        - kunci hilang gimana
        - kuncinya hilang entah dimana
        - minta kunci cadangan karena hilang

        ## Steps
        1. Hubungi pengelola.
        2. Ambil kunci cadangan.
        """,
        "entries/pintu-macet.md": """
        id: pintu-macet
        title: Pintu macet
        audience: umum
        topic: rumah
        source: uji
        contacts: helpdesk
        summary: Beri pelumas pada engsel.
        require: pintu | engsel
        require: macet | seret | berderit
        keyword: pintu 3
        keyword: engsel 3
        keyword: macet 3
        keyword: pelumas 2

        ## Examples
        - pintu rumah macet
        - engsel pintu seret
        - pintu berderit dan macet
        - pintu kamar tidak bisa dibuka karena macet
        - engsel macet pakai pelumas apa

        ## Steps
        1. Semprot engsel dengan pelumas.
        """,
        "entries/lampu-mati.md": """
        id: lampu-mati
        title: Lampu mati
        audience: umum
        source: uji
        summary: Ganti bohlam.
        require: lampu | bohlam
        keyword: lampu 4
        keyword: bohlam 3
        keyword: mati 2

        ## Examples
        - lampu kamar mati
        - bohlam putus
        - lampu tidak menyala
        - lampu dapur mati terus
        - ganti bohlam gimana

        ## Steps
        1. Matikan listrik.
        2. Ganti bohlam.
        """,
        "contacts.md": """
        # kunci | label | nilai | sumber
        helpdesk | Helpdesk uji | 021-1234567 | uji
        escalation: site, helpdesk
        """,
        "sites/default.md": """
        id: default
        name: Kantor Uji
        email: uji@example.go.id
        """,
        "topics.md": """
        rumah | rumah | Masalah rumah yang mana?
        """,
        "lexicon.md": """
        gk, ga, gak -> tidak
        gimana, gmn -> bagaimana
        ! kunci, lampu, pintu
        """,
        "stopwords.md": "saya di ke dan yang karena pakai entah\n",
    ]

    /// An out-of-scope entry declining weather questions ("cuaca", "hujan"),
    /// added to the base where a test needs a subject to decline.
    static let weatherOutOfScope = """
    id: cuaca
    title: Cuaca
    audience: umum
    source: uji
    priority: outofscope
    summary: Soal cuaca tidak kami layani.
    require: cuaca | hujan
    keyword: cuaca 4
    keyword: hujan 3

    ## Examples
    - cuaca besok
    - hujan deras
    - cuaca cerah tidak
    - prakiraan cuaca
    - hujan sampai kapan

    ## Steps
    1. Lihat prakiraan cuaca.
    """

    let root: String

    /// Writes the base knowledge with `overrides` (nil removes a file).
    init(_ overrides: [String: String?] = [:]) throws {
        root = NSTemporaryDirectory() + "tanya-test-" + UUID().uuidString
        var files = Self.base.mapValues { Optional($0) }
        for (path, text) in overrides { files[path] = text }
        let manager = FileManager.default
        for directory in ["", "/entries", "/sites"] {
            try manager.createDirectory(atPath: root + directory, withIntermediateDirectories: true)
        }
        for (path, text) in files {
            guard let text else { continue }
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Every issue of parsing, references and routing, or the load error's issues.
    func issues() -> [KnowledgeIssue] {
        do {
            let responder = try KnowledgeLoader.loadResponder(directory: root)
            return KnowledgeValidator.routingWarnings(responder)
        } catch {
            return error.issues
        }
    }

    func responder() throws -> Responder {
        try KnowledgeLoader.loadResponder(directory: root)
    }
}
