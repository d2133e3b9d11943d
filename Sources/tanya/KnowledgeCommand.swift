import TanyaCore

/// `tanya knowledge --json`: every entry as one JSON object per line.
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
        return ExitCode.success
    }
}
