/// The limits and timeouts that keep one client from exhausting the server.
/// The defaults suit a help-desk API with small JSON bodies; tests shrink
/// the timeouts.
public struct HTTPLimits: Sendable, Equatable {
    /// Request line plus header fields, in bytes (431 past it).
    public var maximumHeadSize: Int
    /// The request target alone, in bytes (414 past it).
    public var maximumTargetLength: Int
    /// Number of header fields (431 past it).
    public var maximumHeaderCount: Int
    /// Body bytes (413 past it).
    public var maximumBodySize: Int
    /// Time a client has to send a complete request (head and body), counted
    /// from connecting or from the first byte after an idle pause (408 past it).
    public var headerTimeout: Duration
    /// Time a keep-alive connection may sit idle between requests, and a
    /// response may wait for the client to read it, before it is closed.
    public var idleTimeout: Duration
    /// Open connections; more are accepted and closed at once.
    public var maximumConnections: Int
    /// After a response that ends the connection, how long to keep reading
    /// (and discarding) so the client receives the response instead of a reset.
    public var lingerTimeout: Duration

    public init(maximumHeadSize: Int = 8192, maximumTargetLength: Int = 8192, maximumHeaderCount: Int = 100,
                maximumBodySize: Int = 16384, headerTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60),
                maximumConnections: Int = 1024, lingerTimeout: Duration = .seconds(2)) {
        self.maximumHeadSize = maximumHeadSize
        self.maximumTargetLength = maximumTargetLength
        self.maximumHeaderCount = maximumHeaderCount
        self.maximumBodySize = maximumBodySize
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.maximumConnections = maximumConnections
        self.lingerTimeout = lingerTimeout
    }
}
