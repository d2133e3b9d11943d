import Foundation
import TanyaTestSupport

/// Runs the built `tanya` binary as a user would, capturing its output.
enum TanyaBinary {
    static var root: String { Repository.root }

    static var path: String {
        if let override = ProcessInfo.processInfo.environment["TANYA_BIN"] { return override }
        // The test bundle sits next to the executables in the build folder.
        let bundle = Bundle.main.bundlePath
        var candidates: [String] = []
        var folder = (bundle as NSString).deletingLastPathComponent
        for _ in 0..<4 {
            candidates.append(folder + "/tanya")
            folder = (folder as NSString).deletingLastPathComponent
        }
        candidates.append(root + "/.build/debug/tanya")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? root + "/.build/debug/tanya"
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    static func run(_ arguments: [String], input: String? = nil, directory: String? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? root)
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TANYA_KNOWLEDGE")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty process never blocks on a full pipe.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func json(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// A writable copy of the shipped knowledge base.
    static func copyOfKnowledge() throws -> String {
        let target = NSTemporaryDirectory() + "tanya-knowledge-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: root + "/knowledge", toPath: target)
        return target
    }
}
