extension Reply {
    /// The reply as readable Indonesian text for the terminal chat and
    /// `tanya ask` without `--json`: title, numbered steps, documents,
    /// contacts, and numbered options for a clarify.
    public func text() -> String {
        var lines: [String] = []
        switch kind {
        case .answer:
            if let title { lines.append("== \(title) ==") }
            if !message.isEmpty { lines.append(message) }
            if !steps.isEmpty {
                lines.append("")
                lines.append("Langkah:")
                for (number, step) in steps.enumerated() { lines.append("  \(number + 1). \(step)") }
            }
            if !documents.isEmpty {
                lines.append("")
                lines.append("Dokumen yang perlu disiapkan:")
                for document in documents { lines.append("  - \(document)") }
            }
            if !notes.isEmpty {
                lines.append("")
                lines.append("Catatan:")
                for note in notes { lines.append("  - \(note)") }
            }
        case .clarify:
            lines.append(message)
            for (number, option) in options.enumerated() { lines.append("  \(number + 1). \(option.title)") }
            lines.append("Ketik nomornya, atau jelaskan lebih rinci (misalnya pesan yang muncul).")
        case .fallback:
            lines.append(message)
        }
        if !contacts.isEmpty {
            lines.append("")
            lines.append(kind == .fallback ? "Hubungi:" : "Kontak:")
            for contact in contacts { lines.append("  - \(contact.label): \(contact.value)") }
        }
        if kind == .answer, !related.isEmpty {
            lines.append("")
            lines.append("Topik terkait: " + related.map(\.title).joined(separator: "; "))
        }
        var why: [String] = []
        if kind != .fallback || !matched.isEmpty {
            why.append("keyakinan \(Int((confidence * 100).rounded()))%")
        }
        if !matched.isEmpty {
            // A fallback's words were recognised but did not add up to an answer.
            let label = kind == .fallback ? "kata yang dikenali" : "kata yang cocok"
            why.append("\(label): \(matched.joined(separator: ", "))")
        }
        if !source.isEmpty { why.append("sumber: \(source.joined(separator: "; "))") }
        if !why.isEmpty {
            lines.append("")
            lines.append("(" + why.joined(separator: " | ") + ")")
        }
        return lines.joined(separator: "\n")
    }
}
