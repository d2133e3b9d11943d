#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// `tanya import FILE [--knowledge DIR]`: splits a published FAQ page or
/// notice and writes one draft entry per item into `entries/`, for staff to
/// curate. A draft that was edited since it was written is never
/// overwritten: it is reported and skipped.
struct ImportCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    /// Why an import could not start.
    enum ImportError: Error, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case unsplittable([KnowledgeIssue])

        var description: String {
            switch self {
            case let .unreadable(path, reason): return "\(path): \(reason)"
            case let .unsplittable(issues): return issues.map(\.description).joined(separator: "\n")
            }
        }
    }

    func run() throws -> Int32 {
        guard let path = arguments.positional.first else { throw UsageError.missingArgument("FILE (dokumen FAQ atau pengumuman)") }
        if let extra = arguments.positional.dropFirst().first { throw UsageError.unexpectedArgument(extra) }
        let directory = TanyaCLI.knowledgeDirectory(arguments)
        let (base, _) = try KnowledgeLoader.parse(directory: directory)
        let text: String
        switch KnowledgeLoader.readText(path, limit: DocumentLoader.maximumFileSize) {
        case let .success(read): text = read
        case let .failure(reason): throw ImportError.unreadable(path: path, reason: reason.message)
        }
        if text.utf8.contains(0) { throw ImportError.unreadable(path: path, reason: "file biner (bukan teks); simpan sebagai teks UTF-8") }
        let (items, issues) = DocumentSplitter.split(text, file: path)
        for issue in issues { cli.stdout.write("peringatan: \(issue.description)\n") }
        guard !items.isEmpty else { throw ImportError.unsplittable(issues) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let document = KnowledgeDocument(file: path, name: name, stem: DocumentLoader.stem(of: name), items: items)

        var written = 0
        var skipped = 0
        for item in items {
            let id = document.itemID(item)
            let target = "\(directory)/entries/\(id).md"
            if case let .success(existing) = KnowledgeLoader.readText(target), !DocumentDraft.isUntouchedDraft(existing) {
                cli.stdout.write("dilewati: \(target) sudah diubah staf (atau bukan draf impor); tidak ditimpa\n")
                skipped += 1
                continue
            }
            let draft = DocumentDraft.text(for: item, in: document, stopwords: base.stopwords)
            guard Self.write(draft, to: target) else { throw ImportError.unreadable(path: target, reason: "tidak dapat ditulis") }
            cli.stdout.write("ditulis: \(target) — \(item.question)\n")
            written += 1
        }
        cli.stdout.write("\(written) draf entri ditulis, \(skipped) dilewati. Periksa drafnya, lalu jalankan 'tanya check --knowledge \(directory)'.\n")
        return ExitCode.success
    }

    /// Writes through a temporary file and a rename, so a reader never sees half a draft.
    private static func write(_ text: String, to path: String) -> Bool {
        let temporary = path + ".tmp-import"
        guard let file = fopen(temporary, "w") else { return false }
        let bytes = Array(text.utf8)
        let count = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file) == 0
        guard count == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
