import Synchronization

/// A bounded, thread-safe memo of how words outside the knowledge
/// vocabulary resolve (stem candidates and typo correction are the costly
/// part of normalising). Shared by every copy of one normaliser; cleared
/// when full, so memory stays bounded whatever the input.
final class ResolutionCache<Value: Sendable>: Sendable {
    /// Entry limit; a few thousand distinct informal words cover real traffic.
    static var capacity: Int { 8192 }

    private struct Entry {
        var value: Value
    }

    private let storage = Mutex<[String: Entry]>([:])
    /// Longer keys are rare and not worth remembering.
    private let maximumKeyLength: Int

    init(maximumKeyLength: Int = 24) {
        self.maximumKeyLength = maximumKeyLength
    }

    /// The remembered value (for an optional value, `.some(nil)` means
    /// "resolves to nothing").
    func lookup(_ word: String) -> Value? {
        storage.withLock { $0[word].map(\.value) }
    }

    func store(_ word: String, _ value: Value) {
        guard word.utf8.count <= maximumKeyLength else { return }
        storage.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[word] = Entry(value: value)
        }
    }
}
