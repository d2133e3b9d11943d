import Testing
@testable import HTTPServer
