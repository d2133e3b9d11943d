/// Cuts a stream of byte chunks into lines (line feed ends a line, a
/// carriage return before it is dropped) with bounded memory: a line longer
/// than `maximumLength` is skipped up to its end and reported as too long.
public struct LineSplitter: Sendable {
    public static let defaultMaximumLength = 64 * 1024

    private var carry: [UInt8] = []
    private var skipping = false
    public let maximumLength: Int

    public init(maximumLength: Int = defaultMaximumLength) { self.maximumLength = maximumLength }

    /// One complete line, or the news that one was too long.
    public enum Piece {
        case line(ArraySlice<UInt8>)
        case tooLong
    }

    /// Splits `chunk`, calling `emit` for each line it completes.
    public mutating func feed(_ chunk: ArraySlice<UInt8>, _ emit: (Piece) -> Void) {
        var start = chunk.startIndex
        while start < chunk.endIndex {
            guard let end = chunk[start...].firstIndex(of: 0x0A) else {
                keep(chunk[start...], emit)
                return
            }
            if skipping {
                skipping = false
            } else if carry.isEmpty {
                emit(.line(trimmed(chunk[start..<end])))
            } else {
                keep(chunk[start..<end], emit)
                if !skipping { emit(.line(trimmed(carry[...]))) }
                skipping = false
                carry.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
    }

    /// The last line when the stream does not end with a line feed.
    public mutating func finish(_ emit: (Piece) -> Void) {
        if !carry.isEmpty && !skipping { emit(.line(trimmed(carry[...]))) }
        carry.removeAll()
        skipping = false
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>, _ emit: (Piece) -> Void) {
        guard !skipping else { return }
        if carry.count + bytes.count > maximumLength {
            carry.removeAll()
            skipping = true
            emit(.tooLong)
        } else {
            carry.append(contentsOf: bytes)
        }
    }

    private func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }
}
