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
        var session = ChatSession(responder: responder, site: site)
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
            if interactive, ["keluar", "exit", "quit", "selesai"].contains(trimmed.lowercased()) { break }
            if !interactive && trimmed.isEmpty { continue }
            let reply = session.respond(to: line)
            cli.stdout.write((interactive ? "\nTanya> " : "") + reply.text() + "\n" + (interactive ? "" : "\n"))
        }
        return ExitCode.success
    }
}

/// The state of one conversation: remembers the options of the last
/// clarifying question so the user can answer with a number.
struct ChatSession {
    let responder: Responder
    let site: String?
    private(set) var pendingOptions: [Reply.Option] = []

    init(responder: Responder, site: String?) {
        self.responder = responder
        self.site = site
    }

    mutating func respond(to line: String) -> Reply {
        let trimmed = line.trimmingSpaces
        if let number = Int(trimmed), number >= 1, number <= pendingOptions.count,
           let reply = responder.reply(intent: pendingOptions[number - 1].intent, site: site) {
            pendingOptions = []
            return reply
        }
        let reply: Reply = responder.reply(to: line, site: site)
        pendingOptions = reply.kind == .clarify ? reply.options : []
        return reply
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
