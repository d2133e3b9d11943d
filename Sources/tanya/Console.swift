#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Where the CLI writes: a file descriptor in production, anything in tests.
protocol OutputStream: AnyObject, Sendable {
    func write(_ text: String)
    func write(bytes: [UInt8])
    /// `text` and a line feed, written together.
    func writeLine(_ text: String)
}

extension OutputStream {
    func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    func writeLine(_ text: String) { write(text + "\n") }
}

/// Unbuffered writes to a file descriptor, so each JSON line reaches a pipe
/// as soon as it is answered (callers batch when they need throughput).
final class FileDescriptorStream: OutputStream, Sendable {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) { write(bytes: Array(text.utf8)) }

    func write(bytes: [UInt8]) { Self.writeAll(bytes, to: descriptor) }

    /// Writes every byte, retrying after a signal and after a short write;
    /// gives up quietly on any other error (EPIPE: the reader went away).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var rest = bytes
        while !rest.isEmpty {
            // The array is lent to `write` for the call; it reads at most `rest.count` bytes.
            let written = Glibc.write(descriptor, rest, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            // Usually every byte went: done. Removing them would copy the
            // whole batch first, its buffer still being the caller's too.
            if written == rest.count { return }
            // A short write is rare (a full pipe): only then is the tail copied.
            rest = Array(rest[written...])
        }
    }

    static let standardOutput = FileDescriptorStream(STDOUT_FILENO)
    static let standardError = FileDescriptorStream(STDERR_FILENO)
}

/// Whether standard input is a terminal (prompts are shown only then).
enum InputLines {
    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Reads lines from a file descriptor with its own buffer, so a caller can
/// tell whether the next line is already here (`hasBufferedLine`) or reading
/// it would wait for the writer: `tanya ask --json` writes replies in
/// batches while piped input keeps coming and flushes before it waits, so a
/// reader that sends one line and waits for its reply always gets it.
final class LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// What one `read` fills before it is appended to `buffer`.
    private var chunk = [UInt8](repeating: 0, count: LineReader.chunkSize)
    static let chunkSize = 64 * 1024
    /// Longest line returned whole; longer input is split into pieces.
    static let maximumLine = 1 << 20

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// True when a complete line (or the last unterminated one) can be
    /// returned without reading again.
    var hasBufferedLine: Bool {
        buffer[start...].contains(0x0A) || (atEnd && start < buffer.count)
    }

    /// The next line without its "\n" or "\r\n"; nil at end of input.
    func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            if buffer.count - start >= Self.maximumLine {
                // A line this long is not a question; cut it so memory stays bounded.
                let line = String(decoding: buffer[start..<(start + Self.maximumLine)], as: UTF8.self)
                start += Self.maximumLine
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = buffer.count
                return line
            }
            fill()
        }
    }

    private func fill() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var count = -1
        while count < 0 {
            // The array is lent to `read` for the call; it fills at most `chunk.count` bytes.
            count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno != EINTR { count = 0 }
        }
        buffer.append(contentsOf: chunk[0..<count])
        if count == 0 { atEnd = true }
    }
}

enum Environment {
    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : value
    }
}

/// Serialises writes from several threads so lines never interleave (the
/// server's event loops all log to stdout). Each write goes straight to the
/// descriptor: a line is visible to a reader as soon as it is logged.
final class SynchronizedStream: OutputStream, Sendable {
    private let target: Mutex<OutputStream>

    init(_ target: OutputStream) {
        self.target = Mutex(target)
    }

    func write(_ text: String) {
        target.withLock { $0.write(text) }
    }
}
