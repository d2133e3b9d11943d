import Dispatch
import Synchronization
import TanyaCore

/// Answers the piped questions of `tanya ask --json` on several threads and
/// hands their JSON lines on in input order. A batch of lines already read
/// is cut into one contiguous slice per thread; each thread answers its slice
/// into its own buffer, and the buffers are written in slice order, so the
/// output is the same bytes as answering line by line (the responder is a
/// value with no state shared between questions).
final class BatchAnswerer: Sendable {
    let responder: Responder
    let site: String?
    let audience: Audience?
    /// Threads answering at once; 1 answers on the calling thread.
    let threads: Int
    /// One reply buffer per slice, kept between batches: a batch's JSON is
    /// about 1.6 KB a line, and buffers grown afresh for every batch left
    /// the heap fragmented (about 1 MB more peak memory over 20,000 lines).
    private let buffers: Mutex<[[UInt8]]>

    /// A slice shorter than this is answered on the calling thread: handing
    /// work to another thread costs about as much as a dozen answers.
    static let minimumLinesPerThread = 16

    init(responder: Responder, site: String?, audience: Audience?, threads: Int) {
        self.responder = responder
        self.site = site
        self.audience = audience
        self.threads = max(1, threads)
        buffers = Mutex(Array(repeating: [], count: self.threads))
    }

    /// The JSON reply line of each of `lines`, in their order, handed to
    /// `write` one slice at a time.
    func answerJSON(_ lines: [String], write: ([UInt8]) -> Void) {
        let slices = max(1, min(threads, lines.count / Self.minimumLinesPerThread))
        if slices == 1 {
            answer(lines[...], into: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                answer(lines[Self.bounds(of: slice, in: slices, count: lines.count)], into: slice)
            }
        }
        for slice in 0..<slices { buffers.withLock { write($0[slice]) } }
    }

    /// Answers `lines` into buffer `slice`, which is taken out of the lock
    /// while it is filled so the threads never wait for one another.
    private func answer(_ lines: ArraySlice<String>, into slice: Int) {
        var bytes = buffers.withLock { buffers in
            defer { buffers[slice] = [] }
            return buffers[slice]
        }
        bytes.removeAll(keepingCapacity: true)
        for line in lines { bytes.append(contentsOf: responder.replyJSON(to: line, site: site, audience: audience)) }
        buffers.withLock { $0[slice] = bytes }
    }

    /// Slice `slice` of `slices` near-equal contiguous slices of `count` lines.
    static func bounds(of slice: Int, in slices: Int, count: Int) -> Range<Int> {
        (count * slice / slices)..<(count * (slice + 1) / slices)
    }
}
