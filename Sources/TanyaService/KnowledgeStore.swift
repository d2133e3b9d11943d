import Synchronization
import TanyaCore

/// Holds the responder being served and swaps it atomically on reload. A
/// knowledge base that fails `tanya check` is never swapped in: the old one
/// keeps serving and the caller gets every issue to log.
public final class KnowledgeStore: Sendable {
    /// The responder in a frozen box: a request takes one reference (one
    /// retain) instead of copying the `Responder` value, whose many arrays and
    /// dictionaries each cost a retain and a release per request.
    public final class Snapshot: Sendable {
        public let responder: Responder

        init(_ responder: Responder) { self.responder = responder }

        // The hot path calls these, not `responder.…` through a local copy:
        // binding `responder` to a variable copies the value (a retain per field).
        public func hasSite(_ site: String) -> Bool { responder.hasSite(site) }

        public func outlineAndJSON(to text: String, site: String?) -> (outline: ReplyOutline, json: [UInt8]) {
            responder.outlineAndJSON(to: text, site: site)
        }

        public func outlineAndJSON(intent: String, site: String?) -> (outline: ReplyOutline, json: [UInt8])? {
            responder.outlineAndJSON(intent: intent, site: site)
        }
    }

    private let current: Mutex<Snapshot>
    public let directory: String
    /// Whether a reload also requires every example to route to its own entry
    /// (as `tanya check` does). Tests of the swap itself may turn it off.
    public let checkRouting: Bool

    public init(directory: String, responder: Responder, checkRouting: Bool = true) {
        self.directory = directory
        self.current = Mutex(Snapshot(responder))
        self.checkRouting = checkRouting
    }

    /// The knowledge to use for one request; a reload never changes it under the caller.
    public var snapshot: Snapshot { current.withLock { $0 } }

    /// The responder being served (a copy of the value; requests use `snapshot`).
    public var responder: Responder { snapshot.responder }

    /// Reloads from disk. On failure nothing changes.
    public func reload() -> Result<Responder, KnowledgeLoadError> {
        do {
            let responder = try KnowledgeLoader.loadResponder(directory: directory, checkRouting: checkRouting)
            let fresh = Snapshot(responder)
            current.withLock { $0 = fresh }
            return .success(responder)
        } catch {
            return .failure(error)
        }
    }
}
