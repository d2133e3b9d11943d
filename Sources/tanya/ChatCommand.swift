import TanyaCore

/// `tanya` / `tanya chat`: a conversation on stdin. On a terminal it greets
/// and prompts; piped, it answers each line in readable text. A number
/// picks one of the options of the previous clarifying question.
struct ChatCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        if let extra = arguments.positional.first { throw UsageError.unexpectedArgument(extra) }
        let responder = try TanyaCLI.loadResponder(arguments)
        let site = arguments.value("--site")
        let interactive = InputLines.isTerminal
        var session = ChatSession(responder: responder, site: site, audience: try TanyaCLI.audience(arguments))
        let input = LineReader()
        if interactive {
            cli.stdout.write("""
            Tanya LPSE — ceritakan kendala Anda di LPSE/SPSE (misalnya "gk bisa login, muncul java script error").
            Ketik 'keluar' untuk selesai.\n
            """)
        }
        while true {
            if interactive { cli.stdout.write("\nAnda> ") }
            guard let line = input.next() else { break }
            let trimmed = line.trimmingSpaces
            if ChatSession.exitWords.contains(trimmed.lowercased()) { break }
            if !interactive && trimmed.isEmpty { continue }
            let text: String
            if let tooLong = Responder.lengthProblem(line) {
                text = tooLong
            } else {
                text = session.respond(to: line).text()
            }
            cli.stdout.write((interactive ? "\nTanya> " : "") + text + "\n" + (interactive ? "" : "\n"))
        }
        return ExitCode.success
    }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
