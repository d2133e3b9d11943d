import Testing
@testable import HTTPServer

/// The head scan tests eight bytes at a time; a line feed must be found at
/// every position relative to those words, and nothing else taken for one.
@Suite("Line feed scan")
struct LineFeedScanTests {
    @Test("the first line feed at or after the start is found at every offset", arguments: 0..<20)
    func findsEveryOffset(position: Int) {
        for start in 0...position {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
            bytes[position] = 0x0A
            bytes[23] = 0x0A
            #expect(HTTPRequestParser.firstLineFeed(in: bytes.span, from: start) == position)
        }
    }

    @Test("bytes next to 0x0A in value are not line feeds", arguments: [UInt8(0x0B), 0x09, 0x8A, 0x0D, 0x00, 0xFF])
    func neighboursAreNotLineFeeds(byte: UInt8) {
        let bytes = [UInt8](repeating: byte, count: 19)
        #expect(HTTPRequestParser.firstLineFeed(in: bytes.span, from: 0) == nil)
        #expect(HTTPRequestParser.firstLineFeed(in: (bytes + [0x0A]).span, from: 3) == 19)
    }

    @Test("an empty or fully scanned buffer has no line feed")
    func emptyRanges() {
        #expect(HTTPRequestParser.firstLineFeed(in: [UInt8]().span, from: 0) == nil)
        #expect(HTTPRequestParser.firstLineFeed(in: [UInt8](repeating: 0x0A, count: 5).span, from: 5) == nil)
    }
}
