import TanyaCore

/// The summary of `tanya eval --json`: one JSON object (and a newline) with
/// the figures CI scripts compare, the per-label rows, the reliability table
/// and every miss, plus the threshold sweep when asked for. Shares are
/// fractions from 0 to 1, rounded to three decimals.
enum EvalJSON {
    static func summary(_ report: EvaluationReport, file: String, overlaps: [KnowledgeOverlap], sweep: [ThresholdPoint]?) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.key("file"); out.string(file)
        out.key("total"); out.integer(report.total)
        out.key("correct"); out.integer(report.correct)
        out.key("accuracy"); out.number(report.accuracy)
        out.key("confident_wrong"); out.integer(report.confidentWrong)
        out.key("confident_wrong_rate"); out.number(report.confidentWrongRate)
        out.key("answer_threshold"); out.number(report.answerThreshold)
        out.key("in_knowledge"); out.integer(overlaps.count)
        out.key("in_knowledge_exact"); out.integer(overlaps.filter(\.exact).count)
        out.key("labels"); labels(report, into: &out)
        out.key("reliability"); reliability(report, into: &out)
        out.key("misses"); misses(report, into: &out)
        if let sweep {
            out.key("sweep")
            out.beginArray()
            for point in sweep {
                out.beginObject()
                out.key("threshold"); out.number(point.threshold)
                out.key("accuracy"); out.number(point.accuracy)
                out.key("confident_wrong_rate"); out.number(point.confidentWrongRate)
                out.key("answered"); out.number(point.answeredShare)
                out.endObject()
            }
            out.endArray()
        }
        out.endObject()
        out.newline()
        return out.result
    }

    private static func labels(_ report: EvaluationReport, into out: inout JSONWriter) {
        out.beginArray()
        for row in report.rows {
            out.beginObject()
            out.key("label"); out.string(row.label)
            out.key("total"); out.integer(row.total)
            out.key("correct"); out.integer(row.correct)
            out.key("accuracy"); out.number(row.accuracy)
            out.endObject()
        }
        out.endArray()
    }

    private static func reliability(_ report: EvaluationReport, into out: inout JSONWriter) {
        out.beginArray()
        for bucket in report.reliability() {
            out.beginObject()
            out.key("from"); out.number(bucket.lower)
            out.key("to"); out.number(bucket.upper)
            out.key("count"); out.integer(bucket.count)
            out.key("correct"); out.number(bucket.correctShare)
            out.key("answered"); out.number(bucket.answeredShare)
            out.key("top_candidate_correct"); out.number(bucket.topCorrectShare)
            out.endObject()
        }
        out.endArray()
    }

    private static func misses(_ report: EvaluationReport, into out: inout JSONWriter) {
        out.beginArray()
        for miss in report.misses {
            out.beginObject()
            out.key("line"); out.integer(miss.query.line)
            out.key("expected"); out.string(miss.query.expected)
            out.key("got"); out.string(miss.got)
            out.key("confidence"); out.number(miss.confidence)
            out.key("confident_wrong"); out.bool(miss.confidentWrong)
            out.key("text"); out.string(miss.query.text)
            out.endObject()
        }
        out.endArray()
    }
}
