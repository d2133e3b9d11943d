import Synchronization

/// A bounded, thread-safe memo of how words outside the knowledge
/// vocabulary resolve (stem candidates and typo correction are the costly
/// part of normalising). Shared by every copy of one normaliser; cleared
/// when full, so memory stays bounded whatever the input.
final class ResolutionCache: Sendable {
    /// Entry limit; a few thousand distinct informal words cover real traffic.
    static let capacity = 8192

    private struct Entry {
        var token: NormalizedToken?
    }

    private let storage = Mutex<[String: Entry]>([:])
    /// Longer keys are rare and not worth remembering.
    private let maximumKeyLength: Int

    init(maximumKeyLength: Int = 24) {
        self.maximumKeyLength = maximumKeyLength
    }

    /// The remembered resolution: `.some(nil)` means "resolves to nothing".
    func lookup(_ word: String) -> NormalizedToken?? {
        storage.withLock { $0[word].map(\.token) }
    }

    func store(_ word: String, _ token: NormalizedToken?) {
        guard word.utf8.count <= maximumKeyLength else { return }
        storage.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[word] = Entry(token: token)
        }
    }
}
