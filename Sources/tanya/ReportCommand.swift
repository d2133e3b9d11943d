import Foundation
import TanyaCore
import TanyaReport

/// `tanya report [LOG...] [--since DATE] [--site S] [--json] [--html FILE]`:
/// reads access logs (files, `-` for standard input, `.gz` through gzip)
/// in chunks, so memory stays bounded whatever their length, and prints
/// what users asked that Tanya could not answer, what they picked and what
/// they thought of the answers. The counting is `TanyaReport`'s; this
/// command only reads files and writes the views.
struct ReportCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    static let chunkSize = 1 << 20

    /// A log that could not be read (the others are still reported).
    enum ReadError: Error, CustomStringConvertible {
        case cannotOpen(String)
        case gzipFailed(String, Int32)

        var description: String {
            switch self {
            case let .cannotOpen(path): return "log '\(path)' tidak dapat dibuka"
            case let .gzipFailed(path, status): return "log '\(path)' tidak dapat dibuka dengan gzip (kode \(status))"
            }
        }
    }

    func run() throws -> Int32 {
        var options = ReportBuilder.Options(since: try since(), site: arguments.value("--site"))
        if let top = arguments.value("--top") {
            guard let limit = Int(top), limit > 0 else { throw UsageError.invalidValue(option: "--top", value: top, expected: "bilangan bulat positif") }
            options.maximumGroups = max(options.maximumGroups, limit)
        }
        var builder = ReportBuilder(options: options)
        var failed = false
        for path in arguments.positional.isEmpty ? ["-"] : arguments.positional {
            do {
                try read(path, into: &builder)
            } catch {
                cli.stderr.write("tanya report: \(error)\n")
                failed = true
            }
        }
        let responder: Responder?
        do {
            responder = try KnowledgeLoader.loadResponder(directory: TanyaCLI.knowledgeDirectory(arguments))
        } catch {
            cli.stderr.write("tanya report: basis pengetahuan tidak dapat dimuat; entri terdekat tidak ditampilkan\n")
            responder = nil
        }
        let renderer = ReportRenderer(report: builder.report, responder: responder, limit: Int(arguments.value("--top") ?? "") ?? 50)
        if let file = arguments.value("--html") {
            guard FileManager.default.createFile(atPath: file, contents: Data(renderer.html.utf8)) else {
                cli.stderr.write("tanya report: berkas '\(file)' tidak dapat ditulis\n")
                return ExitCode.failure
            }
        }
        cli.stdout.write(arguments.has("--json") ? renderer.json + "\n" : renderer.text)
        return failed ? ExitCode.failure : ExitCode.success
    }

    /// `--since YYYY-MM-DD`.
    func since() throws -> String? {
        guard let value = arguments.value("--since") else { return nil }
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && Int($0) != nil }),
              let month = Int(parts[1]), (1...12).contains(month), let day = Int(parts[2]), (1...31).contains(day) else {
            throw UsageError.invalidValue(option: "--since", value: value, expected: "tanggal YYYY-MM-DD")
        }
        return value
    }

    func read(_ path: String, into builder: inout ReportBuilder) throws {
        if path == "-" {
            feed(FileHandle.standardInput, into: &builder)
        } else if path.hasSuffix(".gz") {
            guard FileManager.default.isReadableFile(atPath: path) else { throw ReadError.cannotOpen(path) }
            let gzip = Process()
            gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            gzip.arguments = ["gzip", "-dc", "--", path]
            let pipe = Pipe()
            gzip.standardOutput = pipe
            do { try gzip.run() } catch { throw ReadError.cannotOpen(path) }
            feed(pipe.fileHandleForReading, into: &builder)
            gzip.waitUntilExit()
            guard gzip.terminationStatus == 0 else { throw ReadError.gzipFailed(path, gzip.terminationStatus) }
        } else {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw ReadError.cannotOpen(path) }
            defer { try? handle.close() }
            feed(handle, into: &builder)
        }
    }

    /// Reads `handle` to its end in chunks, each line into the builder.
    func feed(_ handle: FileHandle, into builder: inout ReportBuilder) {
        var splitter = LineSplitter()
        func emit(_ piece: LineSplitter.Piece) {
            switch piece {
            case let .line(bytes): if !bytes.isEmpty { builder.add(line: bytes) }
            case .tooLong: builder.addUnreadable()
            }
        }
        while true {
            let data: Data
            do {
                guard let chunk = try handle.read(upToCount: Self.chunkSize), !chunk.isEmpty else { break }
                data = chunk
            } catch {
                builder.addUnreadable()
                break
            }
            splitter.feed([UInt8](data)[...], emit)
        }
        splitter.finish(emit)
    }
}
