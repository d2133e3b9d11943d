import TanyaCore

/// `tanya check`: validates every knowledge file and that each example
/// question routes to its own entry. Problems are listed as `file:line:
/// message`; exit 1 if there are any.
struct CheckCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        if let extra = arguments.positional.first { throw UsageError.unexpectedArgument(extra) }
        let directory = TanyaCLI.knowledgeDirectory(arguments)
        do {
            let responder = try KnowledgeLoader.loadResponder(directory: directory)
            let base = responder.index.base
            let examples = base.entries.reduce(0) { $0 + $1.examples.count }
            if !arguments.has("--quiet") {
                cli.stdout.write("""
                \(directory): OK — \(base.entries.count) entri, \(examples) contoh pertanyaan (semua terjawab dengan entrinya sendiri), \
                \(base.contacts.count) kontak, \(base.sites.count) profil situs, \(base.topics.count) topik, \
                \(base.lexicon.ruleCount) bentuk leksikon, \(base.stopwords.count) kata abaian.\n
                """)
            }
            return ExitCode.success
        } catch {
            let issues = error.issues
            for issue in issues { cli.stdout.write(issue.description + "\n") }
            cli.stdout.write("\(issues.count) masalah ditemukan di \(directory); perbaiki baris di atas lalu jalankan 'tanya check' lagi.\n")
            return ExitCode.failure
        }
    }
}
