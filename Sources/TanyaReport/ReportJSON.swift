import TanyaCore

extension ReportRenderer {
    /// The report as one JSON object (for dashboards and scripts).
    public var json: String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("lines"); writer.integer(report.lines)
        writer.key("unreadable"); writer.integer(report.unreadable)
        writer.key("filtered_out"); writer.integer(report.filteredOut)
        writer.key("first_time"); writer.optionalString(report.firstTime)
        writer.key("last_time"); writer.optionalString(report.lastTime)
        writer.key("routes"); counts(&writer, report.routes)
        writer.key("types"); counts(&writer, report.types)
        writer.key("sites"); writer.beginObject()
        for (site, types) in report.sites.sorted(by: { $0.key < $1.key }) {
            writer.key(dynamic: site); counts(&writer, types)
        }
        writer.endObject()
        writer.key("days"); writer.beginArray()
        for (day, counts) in report.dayRows {
            writer.beginObject()
            writer.key("day"); writer.string(day)
            writer.key("asks"); writer.integer(counts.asks)
            writer.key("answers"); writer.integer(counts.answers)
            writer.key("clarifies"); writer.integer(counts.clarifies)
            writer.key("fallbacks"); writer.integer(counts.fallbacks)
            writer.key("fallback_rate"); writer.number((counts.fallbackRate * 10_000).rounded() / 10_000)
            writer.key("clarify_rate"); writer.number((counts.clarifyRate * 10_000).rounded() / 10_000)
            writer.endObject()
        }
        writer.endArray()
        writer.key("unanswered_groups"); writer.integer(report.unanswered.count)
        writer.key("unanswered_overflow"); writer.integer(report.unansweredOverflow)
        writer.key("unanswered"); writer.beginArray()
        for row in unanswered {
            writer.beginObject()
            writer.key("text"); writer.string(row.group.text)
            writer.key("count"); writer.integer(row.group.count)
            writer.key("first_seen"); writer.string(row.group.firstSeen)
            writer.key("last_seen"); writer.string(row.group.lastSeen)
            if let nearest = row.nearest {
                writer.key("nearest"); writer.optionalString(nearest.intent)
                writer.key("score"); writer.number(nearest.score)
                writer.key("advice"); writer.string(nearest.advice.rawValue)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("clarify"); writer.beginArray()
        for (options, tally) in report.clarify.sorted(by: { $0.key < $1.key }) {
            writer.beginObject()
            writer.key("options"); writer.strings(options.components(separatedBy: " | "))
            writer.key("shown"); writer.integer(tally.shown)
            writer.key("picks"); counts(&writer, tally.picks)
            writer.endObject()
        }
        writer.endArray()
        writer.key("picks_of_unknown_clarify"); counts(&writer, report.picksOfUnknownClarify)
        writer.key("feedback"); writer.beginObject()
        for (entry, tally) in report.feedback.sorted(by: { $0.key < $1.key }) {
            writer.key(dynamic: entry); writer.beginObject()
            writer.key("helpful"); writer.integer(tally.helpful)
            writer.key("not_helpful"); writer.integer(tally.notHelpful)
            writer.key("comments"); writer.strings(tally.comments)
            writer.endObject()
        }
        writer.endObject()
        writer.key("letters"); counts(&writer, report.letters)
        writer.endObject()
        return writer.result
    }

    private func counts(_ writer: inout JSONWriter, _ counts: [String: Int]) {
        writer.beginObject()
        for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
            writer.key(dynamic: name); writer.integer(count)
        }
        writer.endObject()
    }
}

extension String {
    func components(separatedBy separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
