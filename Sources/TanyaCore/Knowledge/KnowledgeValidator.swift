/// The checks behind `tanya check`: references between files, rules that can
/// never match, and every example question routing to its own entry.
public enum KnowledgeValidator {
    public static let minimumExamples = 5

    /// Problems that make the knowledge base inconsistent, found without matching.
    public static func referenceIssues(_ base: KnowledgeBase) -> [KnowledgeIssue] {
        var issues: [KnowledgeIssue] = []
        let normalizer = base.plainNormalizer
        // Entries repeat their require and keyword words ("gagal", "lpse"):
        // each distinct text is normalised once.
        var termsOfText: [String: [String]] = [:]
        func termsOf(_ text: String) -> [String] {
            if let known = termsOfText[text] { return known }
            let found = normalizer.terms(text)
            termsOfText[text] = found
            return found
        }
        let ids = Set(base.entries.map(\.id))
        let topicIDs = Set(base.topics.map(\.id))

        func checkContactKey(_ key: String, file: String, line: Int) {
            if key == "site" { return }
            if key.hasPrefix("site.") {
                let field = String(key.dropFirst(5))
                if !SiteProfile.contactFields.contains(where: { $0.field == field }) {
                    issues.append(KnowledgeIssue(file: file, line: line, message: "kontak '\(key)': kolom situs '\(field)' tidak ada; pilih dari \(SiteProfile.contactFields.map { "site." + $0.field }.joined(separator: ", "))"))
                }
                return
            }
            if base.contacts[key] == nil {
                issues.append(KnowledgeIssue(file: file, line: line, message: "kunci kontak '\(key)' tidak ada di contacts.md; tambahkan di sana atau perbaiki ejaannya"))
            }
        }

        for entry in base.entries {
            let file = entry.file
            for key in entry.contactKeys { checkContactKey(key.value, file: file, line: key.line) }
            for related in entry.related {
                if related.value == entry.id {
                    issues.append(KnowledgeIssue(file: file, line: related.line, message: "related menyebut entri ini sendiri"))
                } else if !ids.contains(related.value) {
                    issues.append(KnowledgeIssue(file: file, line: related.line, message: "related '\(related.value)' bukan id entri yang ada"))
                }
            }
            if let topic = entry.topic, !topicIDs.contains(topic.value) {
                issues.append(KnowledgeIssue(file: file, line: topic.line, message: "topik '\(topic.value)' tidak ada di topics.md"))
            }
            if entry.examples.count < minimumExamples {
                issues.append(KnowledgeIssue(file: file, line: entry.examples.first?.line ?? 1, message: "hanya \(entry.examples.count) contoh pertanyaan; tulis paling sedikit \(minimumExamples)"))
            }
            for text in [entry.title, entry.summary] + entry.steps + entry.documents + entry.notes {
                for field in Placeholders.fields(in: text) where !SiteProfile.fieldNames.contains(field) {
                    issues.append(KnowledgeIssue(file: file, line: 1, message: "placeholder '{site.\(field)}' tidak dikenal; kolom situs yang sah: \(SiteProfile.fieldNames.joined(separator: ", "))"))
                }
            }
            for phrase in entry.phrases {
                let terms = termsOf(phrase.value)
                if terms.isEmpty {
                    issues.append(KnowledgeIssue(file: file, line: phrase.line, message: "phrase '\(phrase.value)' hanya berisi kata abaian (stopword) sehingga tidak pernah cocok"))
                } else if terms.count == 1 {
                    // A one-word phrase fires on any mention of the word and
                    // makes the entry answerable without its require groups.
                    issues.append(KnowledgeIssue(file: file, line: phrase.line, message: "phrase '\(phrase.value)' menjadi satu kata ('\(terms[0])'); gunakan keyword: untuk satu kata, phrase: untuk ungkapan beberapa kata"))
                }
            }
            var requiredTerms = Set<String>()
            for group in entry.requires {
                for alternative in group.value {
                    let terms = termsOf(alternative)
                    if terms.isEmpty {
                        issues.append(KnowledgeIssue(file: file, line: group.line, message: "require '\(alternative)' hanya berisi kata abaian (stopword) sehingga tidak pernah cocok"))
                    } else if terms.count > 1 {
                        issues.append(KnowledgeIssue(file: file, line: group.line, message: "require '\(alternative)' menjadi \(terms.count) kata (\(terms.joined(separator: " "))); require memakai satu kata per pilihan, gunakan phrase: untuk ungkapan"))
                    }
                    requiredTerms.formUnion(terms)
                }
            }
            var keywordTerms = Set<String>()
            for keyword in entry.keywords {
                let terms = termsOf(keyword.value.word)
                keywordTerms.formUnion(terms)
                if terms.isEmpty {
                    issues.append(KnowledgeIssue(file: file, line: keyword.line, message: "keyword '\(keyword.value.word)' hanya berisi kata abaian (stopword) sehingga tidak pernah cocok"))
                } else if terms.count > 1 {
                    issues.append(KnowledgeIssue(file: file, line: keyword.line, message: "keyword '\(keyword.value.word)' menjadi \(terms.count) kata; keyword memakai satu kata, gunakan phrase: untuk ungkapan"))
                }
            }
            for group in entry.excludes {
                for alternative in group.value {
                    let terms = termsOf(alternative)
                    if terms.isEmpty {
                        issues.append(KnowledgeIssue(file: file, line: group.line, message: "exclude '\(alternative)' hanya berisi kata abaian (stopword)"))
                    }
                    for term in terms where requiredTerms.contains(term) {
                        issues.append(KnowledgeIssue(file: file, line: group.line, message: "exclude '\(alternative)' juga ada di require, sehingga entri ini tidak pernah bisa dijawab"))
                    }
                    for term in terms where keywordTerms.contains(term) && !requiredTerms.contains(term) {
                        issues.append(KnowledgeIssue(file: file, line: group.line, message: "exclude '\(alternative)' (kata '\(term)') juga menjadi keyword entri ini; hapus salah satunya"))
                    }
                }
            }
        }

        for topic in base.topics {
            for member in topic.extraMembers where !ids.contains(member.value) {
                issues.append(KnowledgeIssue(file: topic.file, line: member.line, message: "topik '\(topic.id)': entri '\(member.value)' tidak ada"))
            }
            let members = base.entries.filter { $0.topic?.value == topic.id }.count + topic.extraMembers.count
            if members < 2 {
                issues.append(KnowledgeIssue(file: topic.file, line: topic.line, message: "topik '\(topic.id)' punya \(members) entri; pertanyaan klarifikasi butuh paling sedikit 2"))
            }
            for trigger in topic.triggers where termsOf(trigger).isEmpty {
                issues.append(KnowledgeIssue(file: topic.file, line: topic.line, message: "kata pemicu '\(trigger)' hanya berisi kata abaian (stopword)"))
            }
        }

        if let escalation = base.escalationLocations {
            for key in escalation.keys { checkContactKey(key.value, file: escalation.file, line: key.line) }
        }
        if base.sites.isEmpty {
            issues.append(KnowledgeIssue(file: "sites", line: 0, message: "tidak ada profil situs; buat paling sedikit sites/default.md"))
        } else if base.sites[Responder.defaultSiteID] == nil {
            issues.append(KnowledgeIssue(file: "sites/default.md", line: 0, message: "profil situs bawaan 'default' tidak ada"))
        }
        return issues
    }

    /// Entry and site pairs whose answer would name no contact with a
    /// `tel:`, `mailto:` or `https:` link even after the national channels
    /// are added (the escalation line and contacts.md have none): warnings.
    public static func contactWarnings(_ responder: Responder) -> [KnowledgeIssue] {
        var issues: [KnowledgeIssue] = []
        for site in responder.siteIDs {
            for compiled in responder.index.entries {
                guard let reply = responder.reply(intent: compiled.entry.id, site: site), !reply.contacts.contains(where: { $0.href != nil }) else { continue }
                issues.append(KnowledgeIssue(file: compiled.entry.file, line: compiled.entry.contactKeys.first?.line ?? 1,
                                             message: "dengan profil situs '\(site)' jawaban ini tidak punya kontak yang bisa dihubungi (telepon, email atau situs web); tambahkan kontak di 'contacts:', di profil situsnya, atau di baris escalation: contacts.md"))
            }
        }
        return issues
    }

    /// Examples that are not answered with their own entry: warnings for
    /// `tanya check`, each naming what won the example and the words that
    /// pulled it there.
    public static func routingWarnings(_ responder: Responder) -> [KnowledgeIssue] {
        var issues: [KnowledgeIssue] = []
        for compiled in responder.index.entries {
            let entry = compiled.entry
            for example in entry.examples {
                let (reply, _) = responder.reply(to: example.value, site: nil)
                if entry.priority == .outofscope {
                    // Examples of an out-of-scope entry must be declined,
                    // unless the office's own document answers them.
                    if reply.kind == .fallback || responder.isDocumentItem(reply.intent) { continue }
                    issues.append(KnowledgeIssue(file: entry.file, line: example.line,
                                                 message: "contoh '\(example.value)' untuk topik di luar cakupan dijawab dengan \(reply.intent.map { "entri '\($0)'" } ?? "pertanyaan klarifikasi"); seharusnya fallback"))
                    continue
                }
                guard reply.kind != .answer || reply.intent != entry.id else { continue }
                let outcome: String
                let pulledBy = reply.matched.isEmpty ? "" : " karena kata: \(reply.matched.joined(separator: ", "))"
                switch reply.kind {
                case .answer: outcome = "dijawab dengan entri '\(reply.intent ?? "?")'\(pulledBy)"
                case .clarify: outcome = "dijawab dengan pertanyaan klarifikasi (\(reply.options.map(\.intent).joined(separator: ", ")))"
                case .fallback: outcome = "tidak dikenali (fallback)"
                }
                issues.append(KnowledgeIssue(file: entry.file, line: example.line,
                                             message: "contoh '\(example.value)' \(outcome); tambahkan contoh lain dengan kata pembeda, atau keyword/phrase, atau ubah contohnya"))
            }
        }
        return issues
    }
}
