// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets have no main (libFuzzer provides it), so they are only
// declared when building them: TANYA_FUZZ=1 swift build --product fuzz-... --sanitize=fuzzer
let fuzzing = Context.environment["TANYA_FUZZ"] != nil

// Zero package dependencies by design: one binary plus a knowledge/ folder
// deploys on any LPSE office server.
let package = Package(
    name: "TanyaLPSE",
    products: [
        .executable(name: "tanya", targets: ["tanya"]),
        .library(name: "TanyaCore", targets: ["TanyaCore"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
    ],
    targets: [
        // Thin C shim for what Glibc's Swift overlay does not expose (epoll, accept4).
        .target(name: "CSystem"),
        // HTTP/1.1 server on POSIX sockets; knows nothing about FAQs.
        .target(name: "HTTPServer", dependencies: ["CSystem"]),
        // readdir for the knowledge loader: entry names copied into a buffer the
        // caller sized, so Swift never holds a pointer into a struct dirent.
        .target(name: "CDirectory"),
        // Knowledge loading, text normalisation, index, classifier, responder.
        .target(name: "TanyaCore", dependencies: ["CDirectory"]),
        // The JSON API, metrics and access log: wires the core to HTTP-shaped requests.
        // The widget, its demo page and the OpenAPI document are compiled in as
        // `PackageResources.widget_js` etc., so the binary deploys alone; the files in
        // Resources/ are symbolic links to web/ and api/, where they are edited.
        .target(name: "TanyaService", dependencies: ["TanyaCore"],
                resources: [.embedInCode("Resources/widget.js"), .embedInCode("Resources/widget-helpdesk.js"), .embedInCode("Resources/demo.html"),
                            .embedInCode("Resources/openapi.json")]),
        // `tanya report`: reads access logs back (pure; the command does the file I/O).
        .target(name: "TanyaReport", dependencies: ["TanyaCore", "TanyaService"]),
        .executableTarget(name: "tanya", dependencies: ["TanyaCore", "TanyaService", "TanyaReport", "HTTPServer"]),
        .executableTarget(name: "tanya-bench", dependencies: ["TanyaCore"]),
        // The repository's paths and the shipped knowledge base, for the test targets below.
        .target(name: "TanyaTestSupport", dependencies: ["TanyaCore"], path: "Tests/TanyaTestSupport"),
        .testTarget(name: "TanyaCoreTests", dependencies: ["TanyaCore", "TanyaTestSupport"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(name: "TanyaCLITests", dependencies: ["TanyaCore", "tanya", "TanyaTestSupport"]),
        // HTTPServer only to check the server's own error bodies against the OpenAPI document.
        .testTarget(name: "TanyaServiceTests", dependencies: ["TanyaService", "TanyaCore", "HTTPServer", "TanyaTestSupport"]),
        .testTarget(name: "TanyaReportTests", dependencies: ["TanyaReport", "TanyaCore", "TanyaTestSupport"]),
    ] + (fuzzing ? [
        .executableTarget(name: "fuzz-responder", dependencies: ["TanyaCore", "TanyaService"], path: "Sources/FuzzResponder"),
        .executableTarget(name: "fuzz-knowledge", dependencies: ["TanyaCore"], path: "Sources/FuzzKnowledge"),
        .executableTarget(name: "fuzz-http", dependencies: ["HTTPServer"], path: "Sources/FuzzHTTP"),
    ] : [])
)
