import TanyaCore

/// Paths of the repository, found from this file so tests run from any
/// directory. Shared by every test target that reads the repository's files.
public enum Repository {
    public static let root: String = {
        var path = #filePath
        for _ in 0..<3 {
            if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
        }
        return path
    }()
    public static let knowledge = root + "/knowledge"
    public static let labelled = root + "/eval/labelled.tsv"
    public static let sharedDev = root + "/../shared/eval/dev.tsv"
    public static let intentsContract = root + "/../shared/INTENTS.md"
}

/// The shipped knowledge base, loaded once per test process.
public enum Shipped {
    public static let responder: Responder = {
        do {
            return try KnowledgeLoader.loadResponder(directory: Repository.knowledge)
        } catch {
            fatalError("the shipped knowledge base must load: \(error)")
        }
    }()

    public static let lexicon: Lexicon = {
        guard case let .success(text) = KnowledgeLoader.readText(Repository.knowledge + "/lexicon.md") else { return Lexicon() }
        return Lexicon.parse(text, file: "lexicon.md").0
    }()

    public static let normalizer: TextNormalizer = responder.index.normalizer

    /// The number of the shipped entry `id` in the index, nil when no entry has that id.
    public static func entryNumber(_ id: String) -> Int? { responder.index.entryIndex(for: id) }

    /// The terms of `text` that the clause reading ruled out (`negated`), in order.
    public static func negatedTerms(_ text: String) -> [String] {
        normalizer.normalize(text).filter(\.negated).map(\.term)
    }
}
