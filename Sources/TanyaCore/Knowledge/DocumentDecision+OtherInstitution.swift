extension Responder {
    /// Terms naming another institution or its service (the lexicon reads
    /// BPN, DPMPTSP, PPID, SSCASN, ... as `instansilain`) or another
    /// government application (SIMPEG, SIPD, SAKTI, ... as `aplikasilain`):
    /// an office's page answers about its own services, so an item that
    /// never names the institution does not answer a question about it
    /// ("website PPID dinkes pindah domain?" is not the LPSE's own address
    /// notice, "aplikasi SAKTI kemenkeu bisa dibuka di tablet?" not its
    /// page on SPSE from a tablet).
    static let otherInstitutionTerms: WordSet = [
        "instansilain", "aplikasilain", "bpjs", "dukcapil", "kependudukan", "samsat", "cpns", "pppk",
        // LKPP's other applications: a notice on the LPSE's own server says
        // nothing of e-Katalog's or SiRUP's maintenance. Not "katalog"
        // alone: a bid attaching a manufacturer's catalogue is no e-Katalog.
        "ekatalog", "sirup",
    ]

    /// Whether `decision` answers with a document item while the query
    /// names another institution (`otherInstitutionTerms`) the item does
    /// not weigh.
    func itemIgnoresOtherInstitution(_ decision: Classification.Decision, tokens: [NormalizedToken], in documentIndex: KnowledgeIndex) -> Bool {
        guard case let .answer(number) = decision, number >= index.entryCount else { return false }
        let item = number - index.entryCount + documentIndexCuratedCount
        return tokens.contains { token in
            guard !token.negated, Self.otherInstitutionTerms.contains(token.term) else { return false }
            guard let id = documentIndex.termID(token.term) else { return true }
            return !documentIndex.postings[Int(id)].contains { Int($0.entry) == item }
        }
    }
}
