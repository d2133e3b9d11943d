#if canImport(Glibc)
import Glibc
#endif
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

        public func outlineAndJSON(to text: String, site: String?, defaultSite: String? = nil,
                                   audience: Audience? = nil, lead: Span<UInt8> = Span()) -> (outline: ReplyOutline, json: [UInt8]) {
            responder.outlineAndJSON(to: text, site: site, defaultSite: defaultSite, audience: audience, lead: lead)
        }

        public func outlineAndJSON(intent: String, site: String?, lead: Span<UInt8> = Span()) -> (outline: ReplyOutline, json: [UInt8])? {
            responder.outlineAndJSON(intent: intent, site: site, lead: lead)
        }
    }

    /// The snapshot being served, once per slot: each thread takes it from
    /// its own slot (by thread id, as `Metrics` picks shards), so the event
    /// loops never lock the same mutex or change the same reference count
    /// per request (both bounce a cache line between cores). Every slot
    /// holds its own box of the same responder.
    private final class Slot: Sendable {
        let snapshot: Mutex<Snapshot>
        // Keeps two slots' locks off one cache line.
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

        init(_ snapshot: Snapshot) { self.snapshot = Mutex(snapshot) }
    }

    private let slots: [Slot]
    private static let slotCount = 8
    /// Held while a reload fills the slots, so concurrent reloads cannot leave them different.
    private let reloading = Mutex(())
    public let directory: String
    public init(directory: String, responder: Responder) {
        self.directory = directory
        self.slots = (0..<Self.slotCount).map { _ in Slot(Snapshot(responder)) }
    }

    /// The calling thread's slot.
    private var slot: Slot {
        let id = UInt64(pthread_self())
        return slots[Int((id &* 0x9E37_79B9_7F4A_7C15) >> 61) % Self.slotCount]
    }

    /// The knowledge to use for one request; a reload never changes it under the caller.
    public var snapshot: Snapshot { slot.snapshot.withLock { $0 } }

    /// The responder being served (a copy of the value; requests use `snapshot`).
    public var responder: Responder { snapshot.responder }

    /// Reloads from disk. On failure nothing changes.
    public func reload() -> Result<Responder, KnowledgeLoadError> {
        do {
            let responder = try KnowledgeLoader.loadResponder(directory: directory)
            reloading.withLock { _ in
                for slot in slots {
                    let fresh = Snapshot(responder)
                    slot.snapshot.withLock { $0 = fresh }
                }
            }
            return .success(responder)
        } catch {
            return .failure(error)
        }
    }
}
