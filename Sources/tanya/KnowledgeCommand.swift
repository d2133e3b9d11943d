import TanyaCore

/// `tanya knowledge --json`: every entry, then every document item, as one
/// JSON object per line (an item has `"document"` and `"item"` members).
struct KnowledgeCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        if let extra = arguments.positional.first { throw UsageError.unexpectedArgument(extra) }
        guard arguments.has("--json") else { throw UsageError.missingArgument("--json (satu-satunya format ekspor)") }
        let base = try KnowledgeLoader.load(directory: TanyaCLI.knowledgeDirectory(arguments))
        for entry in base.entries {
            cli.stdout.write(KnowledgeExport.json(entry) + "\n")
        }
        var items = base.documentEntries.makeIterator()
        for document in base.documents {
            for item in document.items {
                guard let entry = items.next() else { break }
                cli.stdout.write(KnowledgeExport.json(entry, document: document.name, item: item.number) + "\n")
            }
        }
        return ExitCode.success
    }
}
