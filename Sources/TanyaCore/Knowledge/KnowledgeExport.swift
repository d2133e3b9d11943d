/// JSON views of knowledge entries, for `tanya knowledge --json` and the HTTP API.
public enum KnowledgeExport {
    /// The whole entry, rules included, as one JSON object.
    /// `document` and `item` mark a document item (its file name and number).
    public static func json(_ entry: KnowledgeEntry, document: String? = nil, item: Int? = nil) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.key("id"); out.string(entry.id)
        out.key("title"); out.string(entry.title)
        out.key("audience"); out.strings(entry.audience.map(\.rawValue))
        out.key("topic"); out.optionalString(entry.topic?.value)
        out.key("priority"); out.string(entry.priority.rawValue)
        out.key("source"); out.strings(entry.sources)
        out.key("summary"); out.string(entry.summary)
        out.key("steps"); out.strings(entry.steps)
        out.key("documents"); out.strings(entry.documents)
        out.key("notes"); out.strings(entry.notes)
        out.key("contacts"); out.strings(entry.contactKeys.map(\.value))
        out.key("related"); out.strings(entry.related.map(\.value))
        out.key("examples"); out.strings(entry.examples.map(\.value))
        out.key("rules"); out.beginObject()
        out.key("phrases"); out.strings(entry.phrases.map(\.value))
        out.key("require"); out.beginArray()
        for group in entry.requires { out.strings(group.value) }
        out.endArray()
        out.key("keywords"); out.beginArray()
        for keyword in entry.keywords {
            out.beginObject()
            out.key("word"); out.string(keyword.value.word)
            out.key("weight"); out.number(keyword.value.weight)
            out.endObject()
        }
        out.endArray()
        out.key("exclude"); out.beginArray()
        for group in entry.excludes { out.strings(group.value) }
        out.endArray()
        out.endObject()
        out.key("file"); out.string(entry.file)
        if let document, let item {
            out.key("document"); out.string(document)
            out.key("item"); out.number(Double(item))
        }
        out.endObject()
        return out.result
    }
}
