import Foundation
import ZoetropeSystem

/// One `zoetrope preview` running in the background for a test: started on `--port 0`, its address read from its
/// first line, its temporary files kept under `TMPDIR=tmp/` of its folder so that a test can see what it leaves.
final class PreviewRun {
    let process = Process()
    let folder: URL
    let tmp: URL
    private(set) var port: UInt16 = 0
    private let stdout: URL, stderr: URL

    /// Starts `zoetrope preview ARGUMENTS` in `folder` and waits (up to 60 s) for the address it prints.
    init(_ arguments: [String], in folder: URL, cache: URL) throws {
        self.folder = folder
        tmp = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        stdout = folder.appendingPathComponent(".preview-out"); stderr = folder.appendingPathComponent(".preview-err")
        FileManager.default.createFile(atPath: stdout.path, contents: nil)
        FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.executableURL = try ZoetropeBinary.locate().url
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment["ZOETROPE_SCENE_BUILD"] = "debug"
        environment["TMPDIR"] = tmp.path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let pattern = try NSRegularExpression(pattern: #"at http://127\.0\.0\.1:([0-9]+)/"#)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            let text = output
            if let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let range = Range(match.range(at: 1), in: text), let port = UInt16(text[range]) {
                self.port = port
                return
            }
            usleep(50_000)
        }
        stop()
        throw Failure(description: "zoetrope preview printed no address: \(output) \(errors)")
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    var output: String { (try? String(contentsOf: stdout, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }
    var address: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// `/_preview/status` as JSON.
    func status() throws -> [String: Any] {
        let response = try LoopbackRequest.get("/_preview/status", port: port)
        guard response.status == 200, let json = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
        else { throw Failure(description: "no status: \(response.head)") }
        return json
    }

    /// Waits (up to `timeout` s, a guard against a hang, not a measurement) until the status satisfies `condition`.
    @discardableResult
    func waitForStatus(timeout: Double = 300, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String: Any] = [:]
        while Date() < deadline, process.isRunning {
            if let status = try? status() {
                last = status
                if condition(status) { return status }
            }
            usleep(100_000)
        }
        throw Failure(description: "the preview's status did not come to the state awaited: \(last)\n\(errors)")
    }

    /// Sends SIGINT (a terminal's Ctrl-C) and waits for the end.
    func stop(signal: Int32 = SIGINT) {
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
    }
}

/// A raw HTTP/1.1 request over a socket to 127.0.0.1, so that a test chooses every header (`Host` included).
enum LoopbackRequest {
    struct Response {
        var status: Int
        var head: String
        var bytes: [UInt8]
        var body: String { String(decoding: bytes, as: UTF8.self) }

        /// The value of the header field `name` (compared without case).
        func header(_ name: String) -> String? {
            head.split(separator: "\r\n").dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
    }

    static func get(_ target: String, port: UInt16, host: String? = nil, address: String = "127.0.0.1",
                    headers: [String] = []) throws -> Response {
        let descriptor = try connect(port: port, address: address)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n"
        _ = Array(request.utf8).withUnsafeBytes { POSIX.writeAll(descriptor, $0) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        let end = bytes.firstRange(of: [13, 10, 13, 10])
        let head = String(decoding: bytes[..<(end?.lowerBound ?? bytes.endIndex)], as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Response(status: status, head: head, bytes: end.map { Array(bytes[$0.upperBound...]) } ?? [])
    }

    struct ConnectError: Error { var code: Int32 }

    /// A connected TCP socket to `address:port`, or `ConnectError` with the `errno` of the failure.
    static func connect(port: UInt16, address: String) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &socketAddress.sin_addr)
        let result = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw ConnectError(code: code)
        }
        return descriptor
    }
}
