#if canImport(Glibc)
import Glibc
#endif
import HTTPServer
import TanyaCore
import TanyaService

/// `tanya serve`: the JSON API and the widget over HTTP/1.1. Logs one JSON
/// line per request on stdout; SIGHUP reloads the knowledge base (keeping the
/// old one if the new one fails the check); SIGTERM/SIGINT stop accepting,
/// finish in-flight requests (at most 5 s) and exit 0.
struct ServeCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    func run() throws -> Int32 {
        if let extra = arguments.positional.first { throw UsageError.unexpectedArgument(extra) }
        let host = arguments.value("--host") ?? "127.0.0.1"
        let port = try arguments.integer("--port", default: 8080, range: 0...65535, expected: "nomor port 0-65535 (0 = pilih port bebas)")
        let loops = try arguments.integer("--workers", default: HTTPServerConfiguration.onlineCores, range: 1...64, expected: "jumlah thread 1-64")
        // Before any thread starts, so every thread inherits the mask and
        // the signals arrive only through sigwait below.
        SignalWaiter.block(Self.signals)

        let responder = try TanyaCLI.loadResponder(arguments)
        let store = KnowledgeStore(directory: TanyaCLI.knowledgeDirectory(arguments), responder: responder)
        // In production stdout is a file descriptor: write it from a background
        // thread so the event loops never wait for it. (Tests inject other streams.)
        let background = (cli.stdout as? FileDescriptorStream).map { BackgroundLineWriter(descriptor: $0.descriptor) }
        defer { background?.close() }
        let log: OutputStream = background ?? SynchronizedStream(cli.stdout)
        // The access log's lines arrive as bytes: the background writer copies
        // them as they are; any other stream (tests) gets text.
        let logLine: @Sendable ([UInt8]) -> Void
        if let background {
            logLine = { line in background.writeLine(bytes: line) }
        } else {
            logLine = { line in log.writeLine(String(decoding: line, as: UTF8.self)) }
        }
        let api = TanyaAPI(store: store, metrics: Metrics(), corsOrigins: arguments.all("--cors-origin"),
                           defaultSite: arguments.value("--site"), logLine: logLine)
        let configuration = HTTPServerConfiguration(host: host, port: port, loopCount: loops)
        let server = HTTPServer(configuration: configuration,
                                onServerResponse: { status, seconds in api.logServerResponse(status: status, seconds: seconds) },
                                handler: { request in HTTPAdapter.response(api.handle(HTTPAdapter.request(request))) })
        let address: SocketAddress
        do {
            address = try server.start()
        } catch {
            cli.stderr.write("tanya serve: tidak dapat mendengarkan di \(SocketAddress(host: host, port: port)): \(Self.advice(error))"
                             + " (\(error))\n")
            return ExitCode.failure
        }
        let url = "http://\(address)"
        log.write(event("listening") { $0.key("address"); $0.string(url); $0.key("entries"); $0.integer(responder.index.entryCount) })
        log.write("listening on \(url)\n")

        while true {
            let signal = SignalWaiter.wait(for: Self.signals)
            if signal == SIGHUP {
                reload(store, metrics: api.metrics, log: log)
                continue
            }
            log.write(event("stopping") { $0.key("signal"); $0.string(signal == SIGINT ? "SIGINT" : "SIGTERM") })
            server.shutdown()
            log.write(event("stopped") { _ in })
            return ExitCode.success
        }
    }

    /// What the operator should do, in Indonesian; the technical error follows it.
    static func advice(_ error: SocketError) -> String {
        if error.operation == .address { return "--host harus alamat IPv4 atau IPv6, misalnya 127.0.0.1 atau 0.0.0.0" }
        switch error.errno {
        case EADDRINUSE: return "port sudah dipakai proses lain; pilih port lain dengan --port"
        case EACCES: return "port di bawah 1024 membutuhkan hak root; pilih port 1024 ke atas"
        case EADDRNOTAVAIL: return "alamat --host bukan milik mesin ini"
        case EMFILE, ENFILE: return "terlalu banyak berkas terbuka; naikkan batas dengan ulimit -n"
        default: return "kesalahan sistem"
        }
    }

    private func reload(_ store: KnowledgeStore, metrics: Metrics, log: OutputStream) {
        switch store.reload() {
        case let .success(responder):
            metrics.recordReload(succeeded: true)
            log.write(event("reloaded") { $0.key("entries"); $0.integer(responder.index.entryCount) })
        case let .failure(error):
            metrics.recordReload(succeeded: false)
            let issues = error.issues.map(\.description)
            for issue in issues { cli.stderr.write("tanya serve: muat ulang gagal, pengetahuan lama tetap dipakai: \(issue)\n") }
            log.write(event("reload_failed") {
                $0.key("kept"); $0.string("previous knowledge")
                $0.key("issues"); $0.strings(issues)
            })
        }
    }

    private func event(_ name: String, _ fields: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("event"); writer.string(name)
        fields(&writer)
        writer.endObject()
        return writer.result + "\n"
    }

}

/// Converts between the HTTP module's types and the API's, which know
/// nothing of each other.
enum HTTPAdapter {
    static func request(_ request: HTTPRequest) -> APIRequest {
        APIRequest(method: request.method, path: request.path, query: request.query,
                   headers: request.headers.fields, body: request.body)
    }

    static func response(_ response: APIResponse) -> HTTPResponse {
        HTTPResponse(status: response.status, headers: response.headers, body: response.body)
    }
}
