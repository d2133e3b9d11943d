import TanyaCore

/// `tanya check`: validates every knowledge file (errors, exit 1) and lists
/// the examples another entry wins and the problems of `documents/` files as
/// warnings, which fail only with `--strict`. All are printed as
/// `file:line: message`; each document is listed with its item count.
/// `--eval` adds the eval sets' warnings: they rerun every set once per
/// suspect entry, which takes seconds (tens in a debug build), so the check
/// staff run after each edit leaves them to developers and CI.
struct CheckCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        let directory = try knowledgeDirectory()
        let base: KnowledgeBase
        var errors: [KnowledgeIssue]
        do {
            let parsed = try KnowledgeLoader.parse(directory: directory)
            base = parsed.0
            errors = parsed.1 + KnowledgeValidator.referenceIssues(base)
        } catch {
            errors = error.issues
            return report(errors: errors, warnings: [], directory: directory)
        }
        // Routing is checked even when other lines are wrong, so one run
        // lists every problem; the index tolerates dangling references.
        let responder = Responder(index: KnowledgeIndex(base: base))
        var warnings = base.entries.isEmpty ? [] : KnowledgeValidator.routingWarnings(responder)
        warnings += KnowledgeLoader.unreadFiles(directory: directory) + KnowledgeValidator.contactWarnings(responder)
        warnings += base.documentIssues
        warnings += KnowledgeValidator.relatedWordWarnings(responder)
        // Read with the loader's own reader (size limit, typed failure); a
        // missing or unreadable lexicon is already an error above.
        let lexiconPath = directory + "/lexicon.md"
        if case let .success(lexicon) = KnowledgeLoader.readText(lexiconPath) {
            warnings += Lexicon.affixedCanonicalWarnings(lexicon, file: lexiconPath)
        }
        if errors.isEmpty, !base.entries.isEmpty, arguments.has("--eval") {
            let evalSets = CheckEvalSets(responder: responder, knowledgeDirectory: directory)
            warnings += evalSets.warnings()
        }
        if errors.isEmpty, !arguments.has("--quiet") {
            for warning in warnings { cli.stdout.write("peringatan: \(warning.description)\n") }
            if !arguments.has("--eval") {
                let sets = CheckEvalSets(responder: responder, knowledgeDirectory: directory).files
                if !sets.isEmpty {
                    cli.stdout.write("catatan: \(sets.count) set eval di samping folder pengetahuan tidak dijalankan; 'tanya check --eval' menjalankannya.\n")
                }
            }
            for document in base.documents {
                cli.stdout.write("dokumen: \(document.file): \(document.items.count) butir (\(document.stem)-1 ... \(document.stem)-\(document.items.last?.number ?? 0))\n")
            }
        }
        guard errors.isEmpty else { return report(errors: errors, warnings: warnings, directory: directory) }
        if arguments.has("--strict"), !warnings.isEmpty {
            cli.stdout.write("\(warnings.count) peringatan di \(directory) (contoh yang dimenangkan entri lain, file yang tidak dibaca, kontak, dokumen, set eval); dengan --strict ini dihitung sebagai kesalahan.\n")
            return ExitCode.failure
        }
        if !arguments.has("--quiet") {
            let examples = base.entries.reduce(0) { $0 + $1.examples.count }
            let routed = warnings.isEmpty ? "semua terjawab dengan entrinya sendiri" : "\(warnings.count) peringatan di atas"
            cli.stdout.write("""
            \(directory): OK — \(base.entries.count) entri, \(examples) contoh pertanyaan (\(routed)), \
            \(base.contacts.count) kontak, \(base.sites.count) profil situs, \(base.topics.count) topik, \
            \(base.lexicon.ruleCount) bentuk leksikon, \(base.stopwords.count) kata abaian, \
            \(base.lexicon.everydayWords.count) kata sehari-hari, \(base.relatedWords.count) kelompok kata terkait, \
            \(base.documents.count) dokumen (\(base.documentEntries.count) butir).\n
            """)
        }
        return ExitCode.success
    }

    /// The folder to check: `--knowledge` (or its defaults), or one existing
    /// folder named on its own, as in `tanya check knowledge/`. Anything else
    /// positional is a usage error: a mistyped option must not be read as a
    /// folder that then "does not exist".
    private func knowledgeDirectory() throws(UsageError) -> String {
        guard let given = arguments.positional.first else { return TanyaCLI.knowledgeDirectory(arguments) }
        guard arguments.positional.count == 1, arguments.value("--knowledge") == nil, KnowledgeLoader.isDirectory(given) else {
            throw UsageError.unexpectedArgument(arguments.positional.count == 1 ? given : arguments.positional[1])
        }
        return given
    }

    /// Errors first (they fail the check), then the warnings of the same run.
    private func report(errors: [KnowledgeIssue], warnings: [KnowledgeIssue], directory: String) -> Int32 {
        for issue in errors { cli.stdout.write(issue.description + "\n") }
        for warning in warnings { cli.stdout.write("peringatan: \(warning.description)\n") }
        cli.stdout.write("\(errors.count) masalah ditemukan di \(directory); perbaiki baris di atas lalu jalankan 'tanya check' lagi.\n")
        return ExitCode.failure
    }
}
