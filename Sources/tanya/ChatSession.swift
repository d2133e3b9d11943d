import TanyaCore

/// The state of one conversation: remembers the numbered choices of the last
/// reply (a clarify's options, or an answer's related topics) so the user can
/// answer with a number ("2", "no 2", "yang kedua"); a number out of range
/// asks again with the same choices.
struct ChatSession {
    let responder: Responder
    let site: String?
    let audience: Audience?
    private(set) var pendingOptions: [Reply.Option] = []

    init(responder: Responder, site: String?, audience: Audience? = nil) {
        self.responder = responder
        self.site = site
        self.audience = audience
    }

    /// Words that end the chat, typed on a terminal or piped.
    static let exitWords: Set<String> = ["keluar", "exit", "quit", "selesai"]

    mutating func respond(to line: String) -> Reply {
        let reply = responder.followUp(line, options: pendingOptions, site: site) ?? responder.reply(to: line, site: site, audience: audience)
        switch reply.kind {
        case .clarify: pendingOptions = reply.options
        case .answer: pendingOptions = reply.related
        case .fallback: pendingOptions = []
        }
        return reply
    }
}
