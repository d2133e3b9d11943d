import Synchronization
import TanyaCore

/// Holds the responder being served and swaps it atomically on reload. A
/// knowledge base that fails `tanya check` is never swapped in: the old one
/// keeps serving and the caller gets every issue to log.
public final class KnowledgeStore: Sendable {
    private let current: Mutex<Responder>
    public let directory: String
    /// Whether a reload also requires every example to route to its own entry
    /// (as `tanya check` does). Tests of the swap itself may turn it off.
    public let checkRouting: Bool

    public init(directory: String, responder: Responder, checkRouting: Bool = true) {
        self.directory = directory
        self.current = Mutex(responder)
        self.checkRouting = checkRouting
    }

    /// The responder to use for one request (a cheap copy of a frozen index).
    public var responder: Responder { current.withLock { $0 } }

    /// Reloads from disk. On failure nothing changes.
    public func reload() -> Result<Responder, KnowledgeLoadError> {
        do {
            let responder = try KnowledgeLoader.loadResponder(directory: directory, checkRouting: checkRouting)
            current.withLock { $0 = responder }
            return .success(responder)
        } catch {
            return .failure(error)
        }
    }
}
