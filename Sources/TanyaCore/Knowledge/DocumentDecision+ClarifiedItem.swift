/// An item the items' classifier only offers in a choice, when its own
/// question explains clearly more of the query than every other option.
/// The registration items share most of their words ("akun", "penyedia",
/// "verifikasi", "daftar"), so their scores often land within the ambiguity
/// margin; what each item's question is about still tells them apart:
/// "sudah verifikasi kemarin, akun kapan bisa dipakai?" is the activation
/// item's question in other words, not the registration steps'.
extension Responder {
    /// Least share of the query the item's question (its answer counting
    /// half, `answerTermShare`) must explain.
    static let clarifiedItemCoverage = 0.3
    /// How much more of the query the item must explain than each other
    /// option, a curated entry offered beside it too (its title and
    /// examples read as an item's question): "outlook kantor tidak bisa
    /// mengirim lampiran yang besar, kenapa?" is offered the upload-size
    /// item and the inactive-email entry, and explains as much of either.
    static let clarifiedItemLead = 0.1

    /// After a plain fallback or a decline, the first option of the items'
    /// classifier's clarify answers when it leads the items' index as
    /// `leadingItem` asks (no curated entry scores as high), the message
    /// asks something, the item explains `clarifiedItemCoverage` of the
    /// query and `clarifiedItemLead` more than every other option, names
    /// the asker's role and leaves no subject word of the asking sentences
    /// unexplained. Chosen on the tuning sets only (every set with the
    /// fixtures): +15 documents tuning lines and +2 curated tuning lines
    /// with the fixtures, none lost, no new confident wrong answer. A
    /// coverage of 0.25, or a lead of 0.05, gained more and added confident
    /// wrong answers; without the asking check, "outlook kantor ga bisa
    /// kirim attachment besar" got the item on files too large to upload.
    /// Offering only between items (no curated option) kept 5 of the lines.
    func clarifiedItemLead(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        guard case let .clarify(options, _) = items.decision, question.asks else { return nil }
        let itemsIndex = documentClassifier.index
        guard let top = leadingItem(items, curated: curated, after: outcome), options.first == top.entry,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex),
              Self.unexplainedSalientCount(of: top.entry, tokens: question.askedTokens, in: itemsIndex, declines: declinesSubject) == 0
        else { return nil }
        let own = Self.questionCoverage(of: top.entry, tokens: items.tokens, in: itemsIndex)
        guard own >= Self.clarifiedItemCoverage else { return nil }
        for other in options.dropFirst() {
            guard own - Self.questionCoverage(of: other, tokens: items.tokens, in: itemsIndex) >= Self.clarifiedItemLead else { return nil }
        }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }
}
