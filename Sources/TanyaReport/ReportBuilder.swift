/// Reads access-log lines one at a time into a `Report`. Memory stays
/// bounded whatever the log's length: unanswered groups are capped, and
/// replies are remembered (for feedback and clarify picks) only for the
/// most recent `recentReplies`, as hashed ids.
public struct ReportBuilder: Sendable {
    /// Which lines to count, and the memory caps.
    public struct Options: Sendable {
        /// Only lines from this day on (`YYYY-MM-DD`, UTC).
        public var since: String?
        /// Only `/v1/ask` replies of this site profile, and feedback on them.
        public var site: String?
        public var maximumGroups = 50_000
        public var recentReplies = 200_000
        public var commentsPerEntry = 20

        public init(since: String? = nil, site: String? = nil) {
            self.since = since
            self.site = site
        }
    }

    /// A reply remembered for the feedback and picks that follow it.
    struct Recent: Sendable {
        var label: Int32
        var site: Int32
        var options: Int32
    }

    public private(set) var report = Report()
    public let options: Options
    private var recent: [UInt64: Recent] = [:]
    private var recentOrder: [UInt64] = []
    private var recentNext = 0
    /// Interned entry ids, site ids and option keys.
    private var names: [String] = []
    private var nameNumbers: [String: Int32] = [:]

    public init(options: Options = Options()) {
        self.options = options
        // Sized once: growing the table while it fills rehashes every remembered reply.
        recent.reserveCapacity(options.recentReplies)
        recentOrder.reserveCapacity(options.recentReplies)
    }

    public mutating func add(line: ArraySlice<UInt8>) {
        report.lines += 1
        guard let record = LogRecord.parse(Array(line)) else {
            report.unreadable += 1
            return
        }
        add(record)
    }

    /// A line that could not be read at all (too long, cut).
    public mutating func addUnreadable() {
        report.lines += 1
        report.unreadable += 1
    }

    mutating func add(_ record: LogRecord) {
        if let since = options.since, record.day < since[...] {
            report.filteredOut += 1
            return
        }
        switch record.route {
        case "/v1/ask": addAsk(record)
        case "/v1/feedback": addFeedback(record)
        case "/v1/letter":
            guard options.site == nil else { report.filteredOut += 1; return }
            if record.status == 200 { report.letters[record.category ?? Report.unknownReply, default: 0] += 1 }
        default:
            guard options.site == nil else { report.filteredOut += 1; return }
        }
        report.routes[record.route, default: 0] += 1
        if report.firstTime.map({ record.time < $0 }) ?? true { report.firstTime = record.time }
        if report.lastTime.map({ record.time > $0 }) ?? true { report.lastTime = record.time }
    }

    private mutating func addAsk(_ record: LogRecord) {
        let site = record.site ?? Report.noSite
        if let wanted = options.site, site != wanted {
            report.filteredOut += 1
            return
        }
        let type = record.status == 200 ? (record.type ?? "error") : "error"
        report.types[type, default: 0] += 1
        report.sites[site, default: [:]][type, default: 0] += 1
        guard type != "error" else { return }
        let day = String(record.day)
        report.days[day, default: Report.Day()].asks += 1
        switch type {
        case "answer": report.days[day]?.answers += 1
        case "clarify": report.days[day]?.clarifies += 1
        case "fallback": report.days[day]?.fallbacks += 1
        default: break
        }
        if type == "fallback", let text = record.unanswered { addUnanswered(text, time: record.time) }
        var optionsKey: Int32 = -1
        if type == "clarify", !record.options.isEmpty {
            let key = record.options.joined(separator: " | ")
            if report.clarify[key] != nil || report.clarify.count < options.maximumGroups {
                report.clarify[key, default: Report.ClarifyTally()].shown += 1
                optionsKey = number(key)
            }
        }
        if let pickedFrom = record.inReplyTo, let intent = record.intent {
            if let clarify = recent[Self.hash(pickedFrom)], clarify.options >= 0 {
                report.clarify[names[Int(clarify.options)], default: Report.ClarifyTally()].picks[intent, default: 0] += 1
            } else {
                report.picksOfUnknownClarify[intent, default: 0] += 1
            }
        }
        if let id = record.replyID {
            let label = type == "answer" ? (record.intent ?? Report.unknownReply) : "(\(type))"
            remember(id, Recent(label: number(label), site: number(site), options: optionsKey))
        }
    }

    private mutating func addFeedback(_ record: LogRecord) {
        guard record.status == 204, let helpful = record.helpful else { return }
        let reply = record.inReplyTo.flatMap { recent[Self.hash($0)] }
        if let wanted = options.site, reply.map({ names[Int($0.site)] }) != wanted {
            report.filteredOut += 1
            return
        }
        let label = reply.map { names[Int($0.label)] } ?? Report.unknownReply
        var tally = report.feedback[label] ?? Report.FeedbackTally()
        if helpful { tally.helpful += 1 } else { tally.notHelpful += 1 }
        if let comment = record.comment, !comment.isEmpty {
            tally.comments.append(comment)
            if tally.comments.count > options.commentsPerEntry { tally.comments.removeFirst() }
        }
        report.feedback[label] = tally
    }

    private mutating func addUnanswered(_ text: String, time: String) {
        let key = Self.normalised(text)
        guard !key.isEmpty else { return }
        if var group = report.unanswered[key] {
            group.count += 1
            if time < group.firstSeen { group.firstSeen = time }
            if time > group.lastSeen { group.lastSeen = time }
            report.unanswered[key] = group
        } else if report.unanswered.count < options.maximumGroups {
            report.unanswered[key] = Report.UnansweredGroup(text: key, count: 1, firstSeen: time, lastSeen: time)
        } else {
            report.unansweredOverflow += 1
        }
    }

    private mutating func remember(_ id: String, _ reply: Recent) {
        let key = Self.hash(id)
        if recentOrder.count < options.recentReplies {
            recentOrder.append(key)
        } else {
            // The oldest id leaves; unless a newer reply reused its slot in the table.
            recent[recentOrder[recentNext]] = nil
            recentOrder[recentNext] = key
            recentNext = (recentNext + 1) % options.recentReplies
        }
        recent[key] = reply
    }

    private mutating func number(_ name: String) -> Int32 {
        if let known = nameNumbers[name] { return known }
        let next = Int32(names.count)
        names.append(name)
        nameNumbers[name] = next
        return next
    }

    /// FNV-1a: reply ids are remembered as 8 bytes, not as strings.
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    /// Lower case, letters, digits and the redaction marks kept, everything
    /// else a single space: "Cara daftar  ulang?" and "cara daftar ulang" group together.
    public static func normalised(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "[" || character == "]" {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(character)
            } else {
                pendingSpace = true
            }
        }
        return out
    }
}
