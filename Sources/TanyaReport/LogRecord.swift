import TanyaService

/// The members of one access-log line that the report reads; unknown members are ignored.
public struct LogRecord: Sendable, Equatable {
    /// ISO 8601 UTC, `2026-11-22T22:16:47.123Z`.
    public var time = ""
    public var route = ""
    public var status = 0
    public var type: String?
    public var intent: String?
    public var unanswered: String?
    public var replyID: String?
    public var site: String?
    public var options: [String] = []
    public var inReplyTo: String?
    public var helpful: Bool?
    public var comment: String?
    public var category: String?

    public init() {}

    /// `YYYY-MM-DD` of `time`.
    public var day: Substring { time.prefix(10) }

    /// The record of one line, nil when the line is not a log object with a time and a route.
    public static func parse(_ line: [UInt8]) -> LogRecord? {
        var record = LogRecord()
        var valid = true
        do {
            let isObject = try JSONValue.forEachMember(ofObject: line) { name, value in
                switch (name, value) {
                case ("time", .string(let text)): record.time = text
                case ("route", .string(let text)): record.route = text
                case ("status", .number(let number)): record.status = Int(exactly: number) ?? 0
                case ("type", .string(let text)): record.type = text
                case ("intent", .string(let text)): record.intent = text
                case ("unanswered", .string(let text)): record.unanswered = text
                case ("reply_id", .string(let text)): record.replyID = text
                case ("site", .string(let text)): record.site = text
                case ("options", .array(let values)): record.options = values.compactMap { if case let .string(text) = $0 { text } else { nil } }
                case ("in_reply_to", .string(let text)): record.inReplyTo = text
                case ("helpful", .bool(let flag)): record.helpful = flag
                case ("comment", .string(let text)): record.comment = text
                case ("category", .string(let text)): record.category = text
                case ("time", _), ("route", _): valid = false
                default: break
                }
            }
            guard isObject else { return nil }
        } catch {
            return nil
        }
        guard valid, isTimestamp(record.time), !record.route.isEmpty else { return nil }
        return record
    }

    /// At least `YYYY-MM-DD`, digits where digits belong.
    static func isTimestamp(_ text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(10))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
    }
}
