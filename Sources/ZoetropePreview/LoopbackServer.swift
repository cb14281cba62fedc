import Foundation
import ZoetropeSystem

/// A minimal HTTP/1.1 server on 127.0.0.1 for the live preview: GET and HEAD only, one thread per connection, every
/// response closes its connection. It listens on the loopback address alone (no other interface can reach it) and
/// answers only requests whose `Host` is `127.0.0.1` or `localhost` (`HTTPRequest.isAddressedToLoopback`): a page
/// on another site that points a name of its own at 127.0.0.1 (DNS rebinding) gets 403.
///
/// Why not a package: docs/review.md ("Live preview"), with the build cost measured.
public final class LoopbackServer: @unchecked Sendable {
    /// Why the server could not listen: the port asked for and the `errno` of the failure.
    public struct BindError: Error, Hashable, Sendable {
        public var port: Int
        public var code: Int32
        /// Whether another program has the port.
        public var isInUse: Bool { code == EADDRINUSE }
        public var reason: String { POSIX.errorText(code) }
    }

    /// The port it listens on (the one the system chose when 0 was asked for).
    public let port: UInt16
    private let listener: Int32
    /// The longest request head read (a browser's is under 2 KB).
    static let headLimit = 16_384

    /// Binds 127.0.0.1:`port` (0: any free port) and listens; nothing is served before `serve(_:)`.
    public init(port: Int) throws(BindError) {
        let descriptor = socket(AF_INET, Self.streamType, 0)
        guard descriptor >= 0 else { throw BindError(port: port, code: errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // A port left in TIME_WAIT by the previous run can be bound again at once; a port another program listens
        // on still cannot (EADDRINUSE).
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw BindError(port: port, code: code)
        }
        var actual = sockaddr_in()
        var length = size
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        listener = descriptor
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
    private static let streamType = SOCK_STREAM
    #endif

    /// Accepts connections on a thread of its own, each handled on a new thread: requests that are not GET or HEAD,
    /// malformed or addressed to another host are answered here; the rest go to `handler`, which answers on the
    /// connection (and may keep it open, as an event stream does). The connection is closed when it returns.
    func serve(_ handler: @escaping @Sendable (HTTPRequest, HTTPConnection) -> Void) {
        let listener = listener, port = port
        Thread.detachNewThread {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else {
                    if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE { usleep(10_000); continue }
                    return
                }
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                Thread.detachNewThread {
                    let connection = HTTPConnection(descriptor: client)
                    defer { connection.close() }
                    guard let head = connection.readHead(limit: Self.headLimit), let request = HTTPRequest(head: head) else {
                        connection.respond(status: 400, text: "Bad request\n")
                        return
                    }
                    guard request.isAddressedToLoopback(port: port) else {
                        connection.respond(status: 403, text: "Forbidden: this preview answers only requests addressed to 127.0.0.1:\(port) or localhost:\(port)\n")
                        return
                    }
                    guard request.method == "GET" || request.method == "HEAD" else {
                        connection.respond(status: 405, headers: [("Allow", "GET, HEAD")], text: "Method not allowed\n")
                        return
                    }
                    handler(request, connection)
                }
            }
        }
    }
}

/// One accepted connection: reads the request head, writes the response.
final class HTTPConnection: @unchecked Sendable {
    let descriptor: Int32
    private var isClosed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        // A client that sends nothing, or stops reading, is given up on after 10 s (an event stream writes a
        // comment more often than that).
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The bytes up to the blank line ending the head (without it), or nil when the client closes, stalls or sends
    /// more than `limit` bytes first.
    func readHead(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        while bytes.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if let range = bytes.firstRange(of: end) { return Array(bytes[..<range.lowerBound]) }
        }
        return nil
    }

    /// Writes all of `bytes`; false when the client has gone.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Self.noSignal) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    static let reasons = [200: "OK", 206: "Partial Content", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
                          405: "Method Not Allowed", 416: "Range Not Satisfiable", 500: "Internal Server Error"]

    /// Writes a status line and header fields (with `Connection: close` and `Cache-Control: no-store`: every file
    /// can change under its name at the next save).
    @discardableResult
    func writeHead(status: Int, headers: [(String, String)]) -> Bool {
        var text = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        for (name, value) in headers + [("Connection", "close"), ("Cache-Control", "no-store")] {
            text += "\(name): \(value)\r\n"
        }
        return write(Array((text + "\r\n").utf8))
    }

    /// A whole response; `body` is left out for HEAD (`headOnly`), its length still given.
    func respond(status: Int, headers: [(String, String)] = [], body: [UInt8], headOnly: Bool = false) {
        guard writeHead(status: status, headers: headers + [("Content-Length", String(body.count))]) else { return }
        if !headOnly { write(body) }
    }

    /// A plain-text response.
    func respond(status: Int, headers: [(String, String)] = [], text: String, headOnly: Bool = false) {
        respond(status: status, headers: headers + [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8),
                headOnly: headOnly)
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        shutdown(descriptor, Int32(SHUT_RDWR))
        closeDescriptor(descriptor)
    }
}

/// `close(2)`, out of reach of the method of the same name.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
