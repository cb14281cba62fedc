import Foundation
import ZoetropeSystem

/// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: JSON messages ending
/// in a NUL byte, on file descriptors 3 and 4 of the browser). Real time, not virtual time: media seeks and video
/// frame callbacks run as they would for a user. Everything the page logs is kept (`problems`).
final class Chromium {
    /// The browser executable on PATH, or nil (`scripts/setup-system` installs it).
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    static var isAvailable: Bool { executable != nil }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private let process: ChildProcess
    private let input: Int32, output: Int32
    private var buffer = [UInt8]()
    private var nextID = 0
    private(set) var session: String?
    /// Console errors and warnings, uncaught exceptions, and failed loads the browser reported, as text.
    private(set) var problems: [String] = []

    /// Starts the browser with a fresh profile in `profile` and a window of `width`×`height` CSS pixels.
    init(profile: URL, width: Int = 1440, height: Int = 1000) throws {
        guard let executable = Self.executable else { throw Failure(description: "chromium is not on PATH") }
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "pipe failed: \(String(cString: strerror(errno)))")
        }
        // Only the duplicates on 3 and 4 reach the browser.
        for fd in toBrowser + fromBrowser { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--allow-file-access-from-files", "--no-first-run", "--no-default-browser-check",
                         "--hide-scrollbars", "--mute-audio", "--autoplay-policy=no-user-gesture-required",
                         "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "about:blank"]
        defer {
            close(toBrowser[0])
            close(fromBrowser[1])
        }
        do {
            process = try ChildProcess(executable: executable, arguments: arguments, standardOutput: .nullDevice,
                                       standardError: .nullDevice,
                                       descriptors: [(toBrowser[0], 3), (fromBrowser[1], 4)])
        } catch {
            close(toBrowser[1]); close(fromBrowser[0])
            throw Failure(description: error.description)
        }
        input = toBrowser[1]
        output = fromBrowser[0]
    }

    private var isClosed = false

    /// Asks the browser to quit and waits for it (5 s, then kills it: the process this object started).
    func quit() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? send("Browser.close", session: nil)
        close(input)
        close(output)
        for _ in 0..<50 {
            if !process.isRunning { process.wait(); return }
            usleep(100_000)
        }
        process.signal(SIGKILL)
        process.wait()
    }

    deinit { quit() }

    /// Opens a tab on `url` and waits for its load event; later commands go to that tab. With `viewport`, the tab's
    /// layout viewport is that many CSS pixels (at scale 1) whatever the window: headless windows are at least 500 px
    /// wide.
    func open(_ url: URL, viewport: (width: Int, height: Int)? = nil, timeout: Double = 30) throws {
        let target = try command("Target.createTarget", ["url": "about:blank"], session: nil)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target id in \(target)") }
        let attached = try command("Target.attachToTarget", ["targetId": targetID, "flatten": true], session: nil)
        session = attached["sessionId"] as? String
        for domain in ["Runtime.enable", "Log.enable", "Page.enable"] { _ = try command(domain) }
        if let viewport {
            _ = try command("Emulation.setDeviceMetricsOverride",
                            ["width": viewport.width, "height": viewport.height, "deviceScaleFactor": 1, "mobile": false])
        }
        _ = try send("Page.navigate", ["url": url.absoluteString], session: session)
        _ = try wait(timeout: timeout) { $0["method"] as? String == "Page.loadEventFired" }
    }

    /// Evaluates `expression` in the page (awaiting a promise) and returns its JSON value; a thrown exception fails.
    func evaluate(_ expression: String, timeout: Double = 30) throws -> Any? {
        let result = try command("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
                                 timeout: timeout)
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] as? String
            throw Failure(description: "the page threw: \(exception ?? "\(details["text"] ?? details)")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A PNG of the page; `fullPage` captures beyond the window down to the end of the document.
    func screenshot(fullPage: Bool = false) throws -> Data {
        var parameters: [String: Any] = ["format": "png"]
        if fullPage {
            let size = try evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]") as? [Double] ?? []
            if size.count == 2 {
                parameters["captureBeyondViewport"] = true
                parameters["clip"] = ["x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1]
            }
        }
        let result = try command("Page.captureScreenshot", parameters, timeout: 60)
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot data")
        }
        return data
    }

    // MARK: - Protocol

    /// Sends a command and waits for its result.
    func command(_ method: String, _ parameters: [String: Any] = [:], session: String?? = .none, timeout: Double = 30)
        throws -> [String: Any] {
        let id = try send(method, parameters, session: session ?? self.session)
        let reply = try wait(timeout: timeout) { $0["id"] as? Int == id }
        if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method) failed: \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
    }

    private func send(_ method: String, _ parameters: [String: Any] = [:], session: String?) throws -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; throw Failure(description: "writing to chromium failed") }
            offset += n
        }
        return nextID
    }

    /// Reads messages until one matches, noting the page's problems on the way.
    private func wait(timeout: Double, until matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                note(message)
                if matches(message) { return message }
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "chromium did not answer within \(timeout) s") }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left, 1) * 1000))
            if ready < 0, errno != EINTR { throw Failure(description: "poll failed") }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
            buffer += chunk[..<n]
        }
    }

    private func note(_ message: [String: Any]) {
        guard let method = message["method"] as? String, let params = message["params"] as? [String: Any] else { return }
        switch method {
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any]
            let description = (details?["exception"] as? [String: Any])?["description"] as? String
            problems.append("uncaught: \(description ?? "\(details?["text"] ?? params)")")
        case "Runtime.consoleAPICalled":
            let type = params["type"] as? String ?? ""
            guard type == "error" || type == "warning" || type == "assert" else { return }
            let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
            problems.append("console.\(type): \(args.joined(separator: " "))")
        case "Log.entryAdded":
            let entry = params["entry"] as? [String: Any]
            guard let level = entry?["level"] as? String, level == "error" || level == "warning" else { return }
            problems.append("log \(level): \(entry?["text"] ?? "") \(entry?["url"] ?? "")")
        default:
            break
        }
    }
}
