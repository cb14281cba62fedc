import Foundation
import ZoetropeSystem

/// How the preview server answers: its own files under `/_preview/` (the page's script, the status as JSON, the
/// status as an event stream), and otherwise the files of the render being served, `index.html` with the preview's
/// script added. Before the first render, `/` is a page that says what is happening.
struct PreviewRoutes: Sendable {
    let state: PreviewState

    func respond(to request: HTTPRequest, on connection: HTTPConnection) {
        let headOnly = request.method == "HEAD"
        guard let segments = request.pathSegments else {
            connection.respond(status: 404, text: "Not found\n", headOnly: headOnly)
            return
        }
        if segments.first == "_preview" {
            switch Array(segments.dropFirst()) {
            case ["preview.js"]:
                connection.respond(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")],
                                   body: Array(PreviewPage.script.utf8), headOnly: headOnly)
            case ["status"]:
                connection.respond(status: 200, headers: [("Content-Type", "application/json")],
                                   body: Array(state.current().status.json.utf8), headOnly: headOnly)
            case ["events"] where !headOnly:
                stream(to: connection)
            default:
                connection.respond(status: 404, text: "Not found\n", headOnly: headOnly)
            }
            return
        }
        let (status, folder) = state.current()
        guard let folder else {
            if segments.isEmpty || segments == ["index.html"] {
                connection.respond(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
                                   body: Array(PreviewPage.waiting(status).utf8), headOnly: headOnly)
            } else {
                connection.respond(status: 404, text: "Not found (nothing has been rendered yet)\n", headOnly: headOnly)
            }
            return
        }
        serveFile(segments, in: folder, render: status.render, request: request, connection: connection)
    }

    /// The status now, then at every change, as server-sent events (`event: status`), with a comment every 5 s so
    /// that a client gone away is noticed; ends when the client does.
    private func stream(to connection: HTTPConnection) {
        guard connection.writeHead(status: 200, headers: [("Content-Type", "text/event-stream; charset=utf-8")]) else { return }
        var status = state.current().status
        guard connection.write(Array("retry: 500\n\n\(Self.event(status))".utf8)) else { return }
        while true {
            let sent: Bool
            if let next = state.next(after: status.sequence, timeout: 5) {
                status = next
                sent = connection.write(Array(Self.event(status).utf8))
            } else {
                sent = connection.write(Array(": waiting\n\n".utf8))
            }
            if !sent { return }
        }
    }

    static func event(_ status: PreviewStatus) -> String { "event: status\ndata: \(status.json)\n\n" }

    /// A file of the served render: regular files only (no links), inside `folder`; a folder gives its
    /// `index.html`. Honours a single byte range (`Range: bytes=…`), which video seeking needs.
    private func serveFile(_ segments: [String], in folder: URL, render: Int, request: HTTPRequest, connection: HTTPConnection) {
        let headOnly = request.method == "HEAD"
        var url = segments.reduce(folder) { $0.appendingPathComponent($1) }
        var info = stat()
        if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            url.appendPathComponent("index.html")
        }
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let data = FileManager.default.contents(atPath: url.path) else {
            connection.respond(status: 404, text: "Not found\n", headOnly: headOnly)
            return
        }
        var body = [UInt8](data)
        let type = Self.contentType(url.pathExtension)
        if url.lastPathComponent == "index.html" {
            body = Array(PreviewPage.injectingScript(into: String(decoding: body, as: UTF8.self), render: render).utf8)
        }
        var headers = [("Content-Type", type), ("Accept-Ranges", "bytes")]
        switch request.byteRange(size: body.count) {
        case .none:
            connection.respond(status: 200, headers: headers, body: body, headOnly: headOnly)
        case .some(.none):
            connection.respond(status: 416, headers: [("Content-Range", "bytes */\(body.count)")], text: "Range not satisfiable\n",
                               headOnly: headOnly)
        case let .some(.some(range)):
            headers.append(("Content-Range", "bytes \(range.lowerBound)-\(range.upperBound)/\(body.count)"))
            connection.respond(status: 206, headers: headers, body: Array(body[range]), headOnly: headOnly)
        }
    }

    /// The media type of the files a review folder holds.
    static func contentType(_ pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "png": return "image/png"
        case "mp4": return "video/mp4"
        case "svg": return "image/svg+xml"
        case "csv": return "text/csv; charset=utf-8"
        case "md", "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
