#if canImport(Glibc)
import Glibc
#endif

/// Where the CLI writes: a file descriptor in production, anything in tests.
protocol OutputStream: AnyObject, Sendable {
    func write(_ text: String)
    func write(bytes: [UInt8])
}

extension OutputStream {
    func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// Unbuffered writes to a file descriptor, so each JSON line reaches a pipe
/// as soon as it is answered (callers batch when they need throughput).
final class FileDescriptorStream: OutputStream, Sendable {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(buffer: $0) }
    }

    func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(buffer: $0) }
    }

    private func write(buffer: UnsafeBufferPointer<UInt8>) {
        do {
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return // EPIPE: the reader went away; nothing useful left to do.
                }
                offset += written
            }
        }
    }

    static let standardOutput = FileDescriptorStream(STDOUT_FILENO)
    static let standardError = FileDescriptorStream(STDERR_FILENO)
}

/// Reads lines from standard input without Foundation.
enum InputLines {
    static func next() -> String? { readLine(strippingNewline: true) }

    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

enum Environment {
    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : value
    }
}
