import TanyaCore

/// Exit codes of `tanya`, in the spirit of sysexits but kept to three.
enum ExitCode {
    static let success: Int32 = 0
    /// A check or evaluation failed, or the knowledge base is broken.
    static let failure: Int32 = 1
    /// The command line was wrong.
    static let usage: Int32 = 2
}

/// The `tanya` command line: parses arguments and runs one command, writing
/// through injected streams.
struct TanyaCLI {
    let stdout: OutputStream
    let stderr: OutputStream

    func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments.parse(arguments)
        } catch {
            stderr.write("tanya: \(error)\n\(Usage.text)\n")
            return ExitCode.usage
        }
        if parsed.showVersion { stdout.write(Usage.version + "\n"); return ExitCode.success }
        if parsed.showHelp { stdout.write(Usage.text + "\n"); return ExitCode.success }
        do {
            switch parsed.command {
            case .chat: return try ChatCommand(cli: self, arguments: parsed).run()
            case .ask: return try AskCommand(cli: self, arguments: parsed).run()
            case .check: return try CheckCommand(cli: self, arguments: parsed).run()
            case .eval: return try EvalCommand(cli: self, arguments: parsed).run()
            case .knowledge: return try KnowledgeCommand(cli: self, arguments: parsed).run()
            case .serve: return try ServeCommand(cli: self, arguments: parsed).run()
            case .report: return try ReportCommand(cli: self, arguments: parsed).run()
            case .surat: return try SuratCommand(cli: self, arguments: parsed).run()
            case .import: return try ImportCommand(cli: self, arguments: parsed).run()
            }
        } catch let error as UsageError {
            stderr.write("tanya: \(error)\n\(Usage.text)\n")
            return ExitCode.usage
        } catch let error as KnowledgeLoadError {
            stderr.write("tanya: basis pengetahuan tidak dapat dimuat:\n\(error)\n")
            return ExitCode.failure
        } catch {
            stderr.write("tanya: \(error)\n")
            return ExitCode.failure
        }
    }

    static func knowledgeDirectory(_ arguments: ParsedArguments) -> String {
        arguments.value("--knowledge") ?? Environment.value("TANYA_KNOWLEDGE") ?? "knowledge"
    }

    /// Loads the knowledge base and builds the responder (routing is checked
    /// by `tanya check`, not on every start, to keep start-up fast).
    static func loadResponder(_ arguments: ParsedArguments) throws -> Responder {
        let responder = try KnowledgeLoader.loadResponder(directory: knowledgeDirectory(arguments))
        if let site = arguments.value("--site"), !responder.hasSite(site) {
            throw UsageError.invalidValue(option: "--site", value: site, expected: "profil yang ada: \(responder.siteIDs.joined(separator: ", "))")
        }
        return responder
    }

    /// `--audience`, nil when not given.
    static func audience(_ arguments: ParsedArguments) throws -> Audience? {
        guard let value = arguments.value("--audience") else { return nil }
        guard let audience = Audience(rawValue: value) else {
            throw UsageError.invalidValue(option: "--audience", value: value, expected: Audience.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return audience
    }
}
