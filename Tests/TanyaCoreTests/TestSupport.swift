@testable import TanyaCore

/// Paths of the repository, found from this file so tests run from any directory.
enum Repository {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 {
            if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
        }
        return path
    }()
    static let knowledge = root + "/knowledge"
    static let labelled = root + "/eval/labelled.tsv"
    static let sharedDev = root + "/../shared/eval/dev.tsv"
    static let intentsContract = root + "/../shared/INTENTS.md"
}

/// The shipped knowledge base, loaded once for all tests.
enum Shipped {
    static let responder: Responder = {
        do {
            return try KnowledgeLoader.loadResponder(directory: Repository.knowledge, checkRouting: false)
        } catch {
            fatalError("the shipped knowledge base must load: \(error)")
        }
    }()

    static let lexicon: Lexicon = {
        guard case let .success(text) = KnowledgeLoader.readText(Repository.knowledge + "/lexicon.md") else { return Lexicon() }
        return Lexicon.parse(text, file: "lexicon.md").0
    }()

    static let normalizer: TextNormalizer = responder.index.normalizer
}
