import HTTPServer
import TanyaCore

/// `tanya ask`: one answer for TEXT, or one per stdin line. With `--json`
/// each reply is one JSON object per line, in input order, written as soon
/// as it is answered.
struct AskCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        let threads = try arguments.integer("--jobs", default: HTTPServerConfiguration.onlineCores, range: 1...64, expected: "jumlah thread 1-64")
        let responder = try TanyaCLI.loadResponder(arguments)
        let site = arguments.value("--site")
        let json = arguments.has("--json")
        let audience = try TanyaCLI.audience(arguments)

        if let intent = arguments.value("--intent") {
            if let extra = arguments.positional.first { throw UsageError.unexpectedArgument(extra) }
            guard let reply = responder.reply(intent: intent, site: site) else {
                let known = responder.index.entries.map(\.entry.id).joined(separator: ", ")
                throw UsageError.invalidValue(option: "--intent", value: intent, expected: "id entri yang ada: \(known)")
            }
            emit(reply, json: json)
            return ExitCode.success
        }

        if !arguments.positional.isEmpty {
            let text = arguments.positional.joined(separator: " ")
            if let problem = Responder.lengthProblem(text) {
                cli.stderr.write("tanya: \(problem)\n")
                return ExitCode.usage
            }
            let (reply, classification) = responder.reply(to: text, site: site, audience: audience)
            emit(reply, json: json)
            if arguments.has("--explain") { cli.stderr.write(explanation(classification, text: text, responder: responder)) }
            return ExitCode.success
        }

        // One query per stdin line. JSON: the lines already read (up to
        // `batchLines`) are answered together, on every core, and written
        // before reading could wait, so every reply reaches the reader before
        // Tanya waits for the next line.
        let input = LineReader()
        let answerer = BatchAnswerer(responder: responder, site: site, audience: audience, threads: threads)
        var batch: [String] = []
        while let line = input.next() {
            if json {
                batch.append(line)
                if !input.hasBufferedLine || batch.count >= Self.batchLines {
                    answerer.answerJSON(batch) { cli.stdout.write(bytes: $0) }
                    batch.removeAll(keepingCapacity: true)
                }
            } else {
                if line.trimmingSpaces.isEmpty { continue }
                if let problem = Responder.lengthProblem(line) {
                    cli.stdout.write(problem + "\n\n")
                    continue
                }
                let (reply, classification) = responder.reply(to: line, site: site, audience: audience)
                emit(reply, json: false)
                cli.stdout.write("\n")
                // Per line, headed by the question, so a batch can be read
                // (or parsed) question by question.
                if arguments.has("--explain") {
                    cli.stderr.write("# \(line)\n" + explanation(classification, text: line, responder: responder) + "\n")
                }
            }
        }
        return ExitCode.success
    }

    /// Lines answered together at most while input keeps coming: enough to
    /// keep every thread busy for a few milliseconds, few enough that
    /// replies flow out steadily and a batch's JSON stays small.
    static let batchLines = 128

    /// How the question was normalised and how each candidate scored.
    private func explanation(_ classification: Classification, text: String, responder: Responder) -> String {
        let reply = responder.reply(for: classification, site: nil)
        // A clarify names no intent: its options tell what it asks between.
        let named = reply.options.isEmpty ? reply.intent ?? "" : reply.options.map(\.intent).joined(separator: " / ")
        var out = "jenis: \(reply.kind.rawValue) \(named), keyakinan \(Int((classification.confidence * 100).rounded()))%"
        out += ", kata yang cocok: \(classification.matched.joined(separator: ", "))\n"
        if !reply.source.isEmpty { out += "sumber: \(reply.source.joined(separator: "; "))\n" }
        if let asked = classification.askedSentences {
            out += "dibaca dari kalimat tanya saja (cerita di sekitarnya disisihkan): \(asked)\n"
        }
        out += "kata: " + classification.tokens.map { token in
            (token.surface == token.term ? token.term : "\(token.surface)→\(token.term)\(token.corrected ? "*" : "")")
                + (token.negated ? "¬" : "") + (token.context ? "~" : "") + (token.addressed ? "@" : "")
        }.joined(separator: " ") + "\n"
        if classification.tokens.contains(where: { $0.negated || $0.context || $0.addressed }) {
            out += "  (¬ disangkal, ~ konteks: yang sudah dicoba atau peran penanya, @ petugas yang disapa atau peran penanya: bobotnya dikurangi)\n"
        }
        for candidate in classification.candidates {
            let entry = responder.index.entries[candidate.entry].entry
            let classifier = responder.classifier
            out += "  \(entry.id): skor \(Self.rounded(candidate.score)) = aturan \(Self.rounded(candidate.ruleScore))"
                + " + model \(Self.rounded(candidate.learned))² x \(Self.rounded(Classifier.learnedScale))"
                + (candidate.complete ? " (lengkap)" : "")
                + " cocok: \(classifier.matchedTerms(classification, entry: candidate.entry).joined(separator: ", "))"
                + " tak-terjelaskan: \(classifier.unexplainedTerms(classification, entry: candidate.entry).joined(separator: ", "))\n"
        }
        if let declined = classification.outOfScope {
            out += "di luar cakupan: ditolak oleh \(responder.index.entries[declined].entry.id)"
                + (classification.declineReason.map { " (\(Self.describe($0)))" } ?? "") + "\n"
        }
        if classification.answeredIncomplete, case let .answer(entry) = classification.decision {
            // The rescue of `Classifier.dominantIncomplete`: say why an
            // entry without "(lengkap)" answered.
            out += "jawaban tanpa satu kelompok require: \(responder.index.entries[entry].entry.id)"
                + " jauh di depan semua entri lain pada pesan panjang\n"
        }
        if let check = classification.answerCheck { out += Self.describe(check, responder: responder) }
        if let documents = responder.explainDocuments(classification, text: text) { out += documents }
        return out
    }

    /// How the leading complete entry's confidence was reached and what kept
    /// it from answering directly, if anything: the line a helpdesk operator
    /// reads when the entry that scored highest did not answer.
    private static func describe(_ check: AnswerCheck, responder: Responder) -> String {
        let id = responder.index.entries[check.entry].entry.id
        var out = "jawaban langsung \(id): keyakinan \(rounded(check.confidence)) = kekuatan \(rounded(check.strength))"
            + " x cakupan \(rounded(check.coverage))\(check.coverageOnLead ? " (pesan panjang, entri jauh di depan)" : "")"
            + " x jarak ke pesaing \(rounded(check.separation))"
            + " x kesepakatan model \(rounded(check.agreement)) x 0.85^\(check.unexplainedSalient) kata pokok tak-terjelaskan"
            + "; ambang \(rounded(check.threshold))"
        var reasons: [String] = []
        if check.confidence < check.threshold { reasons.append("di bawah ambang") }
        if check.outweighed { reasons.append("kalah oleh entri yang syarat require-nya belum lengkap") }
        if check.vetoed == true { reasons.append("ditolak model") }
        out += reasons.isEmpty ? "\n" : " (tidak dijawab langsung: \(reasons.joined(separator: ", ")))\n"
        return out
    }

    /// Why an out-of-scope entry declined the message, in the words an
    /// operator fixing the entry needs: the word, or the scores.
    private static func describe(_ reason: DeclineReason) -> String {
        switch reason {
        case .wins: return "entri ini yang skornya tertinggi"
        case .closeCall: return "skornya hampir sama dengan entri teratas"
        case let .namesSubject(word): return "kata '\(word)' hanya diwajibkan entri di luar cakupan"
        case let .weighsForeignWord(word): return "kata '\(word)' tidak dikenal entri teratas, dan entri ini juga menimbang kata-kata entri teratas"
        case let .model(probability): return "model memilihnya dengan peluang \(rounded(probability))"
        case .overTopic: return "kata topik saja, entri ini di atas semua anggota topik"
        }
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private func emit(_ reply: Reply, json: Bool) {
        cli.stdout.write((json ? reply.json() : reply.text(optionHint: .command(rerunCommand))) + "\n")
    }

    /// The command a clarify's options are opened with: this one, same knowledge and site.
    private var rerunCommand: String {
        var command = "tanya ask"
        if let knowledge = arguments.value("--knowledge") { command += " --knowledge \(knowledge)" }
        if let site = arguments.value("--site") { command += " --site \(site)" }
        if let audience = arguments.value("--audience") { command += " --audience \(audience)" }
        return command
    }
}
