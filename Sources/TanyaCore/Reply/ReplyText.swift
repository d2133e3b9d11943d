extension Reply {
    /// How a clarify tells the reader to pick an option: in a chat a number
    /// can be typed; after a one-shot command only another command helps.
    public enum OptionHint: Sendable, Equatable {
        /// "Ketik nomornya": the chat maps a typed number to the option.
        case typeNumber
        /// One command line per option, `command` followed by `--intent ID`.
        case command(String)
    }

    /// The reply as readable Indonesian text for the terminal chat and
    /// `tanya ask` without `--json`: title, numbered steps, documents,
    /// contacts, and numbered options for a clarify. Only what a vendor can
    /// act on: confidence, matched words and sources stay in the JSON and
    /// in `--explain`.
    public func text(optionHint: OptionHint = .typeNumber) -> String {
        var lines: [String] = []
        switch kind {
        case .answer:
            // An answer without steps is conversation (a greeting, thanks): no heading.
            if let title, !steps.isEmpty { lines.append("== \(title) ==") }
            if !message.isEmpty { lines.append(message) }
            appendList("Langkah:", steps, numbered: true, to: &lines)
            appendList("Dokumen yang perlu disiapkan:", documents, numbered: false, to: &lines)
            appendList("Catatan:", notes, numbered: false, to: &lines)
        case .clarify:
            lines.append(message)
            for (number, option) in options.enumerated() { lines.append("  \(number + 1). \(option.title)") }
            switch optionHint {
            case .typeNumber:
                lines.append("Ketik nomornya, atau jelaskan lebih rinci (misalnya pesan yang muncul).")
            case let .command(command):
                lines.append("Untuk membuka salah satunya, jalankan:")
                for (number, option) in options.enumerated() { lines.append("  \(number + 1). \(command) --intent \(option.intent)") }
                lines.append("atau tanyakan lagi dengan lebih rinci (misalnya pesan yang muncul).")
            }
        case .fallback:
            lines.append(message)
        }
        if !contacts.isEmpty {
            lines.append("")
            lines.append(kind == .fallback ? "Hubungi:" : "Kontak:")
            for contact in contacts { lines.append("  - \(contact.label): \(contact.value)") }
        }
        if kind == .answer, !related.isEmpty { appendRelated(optionHint, to: &lines) }
        return lines.joined(separator: "\n")
    }

    /// Related topics are numbered like a clarify's options because the chat
    /// takes them as its pending choice: after an answer, "2" or "yang kedua"
    /// most likely means the second related topic.
    private func appendRelated(_ optionHint: OptionHint, to lines: inout [String]) {
        lines.append("")
        switch optionHint {
        case .typeNumber:
            lines.append("Topik terkait (ketik nomornya untuk membuka):")
            for (number, topic) in related.enumerated() { lines.append("  \(number + 1). \(topic.title)") }
        case let .command(command):
            lines.append("Topik terkait:")
            for (number, topic) in related.enumerated() { lines.append("  \(number + 1). \(topic.title)") }
            lines.append("Untuk membuka salah satunya, jalankan:")
            for (number, topic) in related.enumerated() { lines.append("  \(number + 1). \(command) --intent \(topic.intent)") }
        }
    }

    private func appendList(_ heading: String, _ items: [String], numbered: Bool, to lines: inout [String]) {
        guard !items.isEmpty else { return }
        lines.append("")
        lines.append(heading)
        for (number, item) in items.enumerated() { lines.append(numbered ? "  \(number + 1). \(item)" : "  - \(item)") }
    }
}
