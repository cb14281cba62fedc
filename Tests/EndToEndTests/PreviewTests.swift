import Foundation
import Testing
import ZoetropeSystem

/// `zoetrope preview FILE.swift` (issue 26): the review page served on 127.0.0.1, re-rendered after each save, the open
/// page following in headless Chromium. The file lives at one path for the whole suite and the cache is
/// UserSceneFileTests', so each save recompiles only the user's code (debug builds). Every wait has a generous limit
/// against a hang; none is a timing assertion.
@Suite(.serialized) struct PreviewTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-preview-tests-\(UUID().uuidString)")
    static var file: URL { folder.appendingPathComponent("Card.swift") }

    init() throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: Self.folder.appendingPathComponent("tmp"))
        try Self.save(UserSceneFileTests.card)
    }

    static func save(_ text: String) throws {
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func start(_ arguments: [String] = ["Card.swift"]) throws -> PreviewRun {
        try PreviewRun(arguments + ["--port", "0"], in: Self.folder, cache: UserSceneFileTests.cache)
    }

    /// Stops the preview as a terminal's Ctrl-C would and checks what it leaves: its temporary folder gone, no child
    /// still running, ended by the signal.
    func stopAndCheckClean(_ preview: PreviewRun) {
        let pid = preview.process.processIdentifier
        func ours() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: preview.tmp.path)) ?? []).filter { $0.hasPrefix("zoetrope-") }
        }
        // The running preview's own folder. (The page a render shares with its scene program is an unnamed file,
        // `EvaluationContext.shareable`: before it was, a preview stopped at the wrong instant once left one here.)
        #expect(ours().filter { $0.hasPrefix("zoetrope-preview-") }.count == 1, "the running preview's folder: \(ours())")
        preview.stop()
        #expect(preview.process.terminationReason == .uncaughtSignal && preview.process.terminationStatus == SIGINT)
        // Its own folder (`zoetrope-preview-…`); `swift build`, run by the children, keeps lock files there too.
        #expect(ours().isEmpty, "left in TMPDIR: \(ours())")
        #expect(!InterruptionTests().hasChildren(pid), "a child of the stopped preview is still running")
    }

    /// Evaluates `expression` in the page until it gives a value that is not null or false (the page may be
    /// reloading meanwhile: its errors are retried).
    func poll(_ browser: Chromium, _ expression: String, timeout: Double = 300) throws -> Any {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Any?
        while Date() < deadline {
            if let value = try? browser.evaluate(expression, timeout: 10) {
                last = value
                if !(value is NSNull), (value as? Bool) != false { return value }
            }
            usleep(200_000)
        }
        throw PreviewRun.Failure(description: "the page never satisfied \(expression) (last: \(String(describing: last)))")
    }

    /// The red, green, blue and alpha of the middle pixel of the page's still (`still.png`), read through a canvas.
    static let stillMiddlePixel = """
        (function () {
          if (document.documentElement.dataset.status !== "ok") return null;
          var image = Array.prototype.find.call(document.images, function (i) { return /still\\.png$/.test(i.getAttribute("src")); });
          if (!image || !image.complete || !image.naturalWidth) return null;
          var canvas = document.createElement("canvas");
          canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
          var context = canvas.getContext("2d");
          context.drawImage(image, 0, 0);
          return Array.prototype.slice.call(context.getImageData(image.naturalWidth >> 1, image.naturalHeight >> 1, 1, 1).data);
        })()
        """

    /// A browser on the preview's page once the first render is served and the review page says it is ready.
    func openPage(_ preview: PreviewRun) throws -> (Chromium, Scratch) {
        try preview.waitForStatus { ($0["render"] as? Int ?? 0) >= 1 && $0["state"] as? String == "ready" }
        let scratch = try Scratch()
        let browser = try Chromium(profile: scratch.url.appendingPathComponent("profile"))
        try browser.open(preview.address)
        _ = try poll(browser, "document.documentElement.dataset.status === 'ok' && document.documentElement.dataset.preview === 'ready'")
        return (browser, scratch)
    }

    @Test(.enabled(if: Chromium.isAvailable, "chromium is not installed; run scripts/setup-system"))
    func editingTheFileUpdatesTheOpenPage() throws {
        let preview = try start()
        defer { stopAndCheckClean(preview) }
        let (browser, scratch) = try openPage(preview)
        defer { browser.quit(); scratch.remove() }

        // The card is `.blue`, iOS's system blue (0, 122, 255) in the light appearance; the scene lasts 1.5 s.
        let blue = try poll(browser, Self.stillMiddlePixel) as? [Int] ?? []
        #expect(blue.count == 4 && blue[0] < 40 && blue[2] > 215, "middle of the still: \(blue)")
        #expect(try browser.evaluate("document.querySelector('video').dataset.duration") as? String == "1.5")
        let firstRender = try browser.evaluate("document.documentElement.dataset.previewRender") as? String
        // The player at frame 30 (t = 0.5 s): the reloaded page opens at the same time.
        _ = try browser.evaluate("window.zoetropePlayer.seek(30)")

        try Self.save(UserSceneFileTests.card.replacingOccurrences(of: ".fill(.blue)", with: ".fill(.orange)")
            .replacingOccurrences(of: "duration: 1.5", with: "duration: 2"))
        _ = try poll(browser, """
            document.documentElement.dataset.previewRender !== \(firstRender.map { "'\($0)'" } ?? "null") && \
            document.documentElement.dataset.status === 'ok'
            """)
        // Orange is (255, 149, 0); the scene now lasts 2 s: 120 frames at 60 fps.
        let orange = try poll(browser, Self.stillMiddlePixel) as? [Int] ?? []
        #expect(orange.count == 4 && orange[0] > 215 && orange[2] < 40, "middle of the still: \(orange)")
        #expect(try browser.evaluate("document.querySelector('video').dataset.duration") as? String == "2")
        #expect(try browser.evaluate("document.querySelector('[data-role=frame]').textContent") as? String == "frame 30 of 120")
        #expect(try browser.evaluate("document.getElementById('zoetrope-preview').hidden") as? Bool == true)
        #expect(preview.errors.contains("compiled Card.swift"), "\(preview.errors)")
    }

    @Test(.enabled(if: Chromium.isAvailable, "chromium is not installed; run scripts/setup-system"))
    func aCompileErrorShowsInThePageOverTheLastGoodRender() throws {
        let preview = try start(["Card.swift", "card"])
        defer { stopAndCheckClean(preview) }
        let (browser, scratch) = try openPage(preview)
        defer { browser.quit(); scratch.remove() }
        let render = try browser.evaluate("document.documentElement.dataset.previewRender") as? String

        // `.frmae` is on line 8 of the card at column 14 (12 spaces of indentation, then the dot: UserSceneFileTests).
        try Self.save(UserSceneFileTests.card.replacingOccurrences(of: ".frame(width:", with: ".frmae(width:"))
        _ = try poll(browser, "document.documentElement.dataset.preview === 'failed'")
        let banner = try browser.evaluate("document.getElementById('zoetrope-preview').innerText") as? String ?? ""
        let path = Self.file.standardizedFileURL.path
        #expect(banner.contains("\(path):8:14"), "\(banner)")
        #expect(banner.contains("frmae"), "\(banner)")
        #expect(try browser.evaluate("document.getElementById('zoetrope-preview').hidden") as? Bool == false)
        // The previous render is still the page: not reloaded, its video and still still there and decoded.
        #expect(try browser.evaluate("document.documentElement.dataset.previewRender") as? String == render)
        let blue = try poll(browser, Self.stillMiddlePixel) as? [Int] ?? []
        #expect(blue.count == 4 && blue[0] < 40 && blue[2] > 215, "middle of the still: \(blue)")
        #expect(try browser.evaluate("document.querySelector('video').readyState >= 1") as? Bool == true)
        // For people (and CI) to look at: the banner over the page.
        let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try browser.screenshot().write(to: artifacts.appendingPathComponent("preview-compile-error.png"))
        let status = try preview.status()
        let errors = status["errors"] as? [[String: Any]] ?? []
        #expect(errors.first?["file"] as? String == path && errors.first?["line"] as? Int == 8 && errors.first?["column"] as? Int == 14,
                "\(errors)")
    }

    @Test func aSaveDuringARenderStopsItAndTheNewFilesAreRendered() throws {
        let preview = try start(["Card.swift", "card"])
        defer { stopAndCheckClean(preview) }
        let first = try preview.waitForStatus { $0["state"] as? String == "ready" && ($0["render"] as? Int ?? 0) >= 1 }
        let firstRender = first["render"] as? Int ?? 0
        // A 60 s scene: its build and its 3,600-frame video take far longer than the 150 ms the preview takes to
        // notice the next save, made as soon as the status says it is rendering.
        try Self.save(UserSceneFileTests.card.replacingOccurrences(of: "duration: 1.5", with: "duration: 60"))
        try preview.waitForStatus { $0["state"] as? String == "rendering" }
        try Self.save(UserSceneFileTests.card.replacingOccurrences(of: "duration: 1.5", with: "duration: 2"))
        let last = try preview.waitForStatus { $0["state"] as? String == "ready" && ($0["render"] as? Int ?? 0) > firstRender }
        // The 60 s render (attempt firstRender + 1) was stopped, never served; the next one is the 2 s scene.
        #expect(last["render"] as? Int == firstRender + 2, "\(last)")
        #expect(preview.errors.contains("the files changed again; starting over"), "\(preview.errors)")
        let page = try LoopbackRequest.get("/index.html", port: preview.port).body
        #expect(page.contains("data-duration=\"2\"") && !page.contains("data-duration=\"60\""))
    }

    @Test func requestsForAnotherHostOrOutsideTheFolderAreRefused() throws {
        let preview = try start()
        defer { stopAndCheckClean(preview) }
        // Before or after the first render, the page answers to its own addresses only.
        #expect(try LoopbackRequest.get("/", port: preview.port).status == 200)
        #expect(try LoopbackRequest.get("/", port: preview.port, host: "localhost:\(preview.port)").status == 200)
        for host in ["evil.example", "evil.example:\(preview.port)", "127.0.0.1.evil.example:\(preview.port)", "127.0.0.1:1"] {
            let refused = try LoopbackRequest.get("/", port: preview.port, host: host)
            #expect(refused.status == 403, "Host: \(host) got \(refused.head)")
        }
        let noHost = try LoopbackRequest.get("/_preview/status", port: preview.port, host: "")
        #expect(noHost.status == 403)
        // Nothing outside the served folder: parent segments, encoded or not, and hidden names are not found.
        try preview.waitForStatus { ($0["render"] as? Int ?? 0) >= 1 }
        #expect(try LoopbackRequest.get("/index.html", port: preview.port).status == 200)
        // Byte ranges, which video seeking needs: the first 100 bytes, the last 10, and one past the end refused.
        let video = try LoopbackRequest.get("/scenes/1-card/video.mp4", port: preview.port)
        let size = video.bytes.count
        #expect(video.status == 200 && video.header("Content-Type") == "video/mp4" && size > 1000, "\(video.head)")
        let first = try LoopbackRequest.get("/scenes/1-card/video.mp4", port: preview.port, headers: ["Range: bytes=0-99"])
        #expect(first.status == 206 && first.header("Content-Range") == "bytes 0-99/\(size)" && first.bytes == Array(video.bytes[0..<100]))
        let last = try LoopbackRequest.get("/scenes/1-card/video.mp4", port: preview.port, headers: ["Range: bytes=-10"])
        #expect(last.status == 206 && last.header("Content-Range") == "bytes \(size - 10)-\(size - 1)/\(size)"
                && last.bytes == Array(video.bytes[(size - 10)...]))
        let beyond = try LoopbackRequest.get("/scenes/1-card/video.mp4", port: preview.port, headers: ["Range: bytes=\(size)-"])
        #expect(beyond.status == 416 && beyond.header("Content-Range") == "bytes */\(size)")
        for target in ["/../Card.swift", "/%2e%2e/Card.swift", "/scenes/..%2F..%2F..%2FCard.swift", "/.err", "/%2fetc%2fpasswd"] {
            let response = try LoopbackRequest.get(target, port: preview.port)
            #expect(response.status == 404, "\(target) got \(response.head)")
        }
    }

    @Test func theServerListensOnLoopbackOnly() throws {
        let preview = try start()
        defer { stopAndCheckClean(preview) }
        // /proc/net/tcp: each listening socket (state 0A) on the port is bound to 127.0.0.1 (0100007F, as the kernel
        // prints it), and there is none on IPv6.
        let hexPort = String(format: ":%04X", preview.port)
        func listening(_ table: String) -> [String] {
            let text = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").dropFirst().compactMap { line -> String? in
                let fields = line.split(separator: " ")
                guard fields.count > 3, fields[1].hasSuffix(hexPort), fields[3] == "0A" else { return nil }
                return String(fields[1])
            }
        }
        #expect(listening("/proc/net/tcp") == ["0100007F\(hexPort)"])
        #expect(listening("/proc/net/tcp6") == [])
        // Another loopback address of this machine is refused: a server on 0.0.0.0 would accept there.
        #expect(throws: LoopbackRequest.ConnectError.self) { try LoopbackRequest.connect(port: preview.port, address: "127.0.0.2") }
        #expect(try LoopbackRequest.get("/_preview/status", port: preview.port).status == 200)
    }

    @Test func badInputIsRefusedAndLeavesNothing() throws {
        let binary = try ZoetropeBinary.locate()
        let scratch = try Scratch()
        defer { scratch.remove() }
        let tmp = scratch.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let environment = ["XDG_CACHE_HOME": UserSceneFileTests.cache.path, "ZOETROPE_SCENE_BUILD": "debug", "TMPDIR": tmp.path]
        try UserSceneFileTests.card.write(to: scratch.url.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)

        let missing = try binary.run(["preview", "Missing.swift"], in: scratch.url, environment: environment)
        #expect(missing.status == 2 && missing.stderr.contains("Missing.swift: no such file"), "\(missing.stderr)")
        let range = try binary.run(["preview", "Card.swift", "--port", "70000"], in: scratch.url, environment: environment)
        #expect(range.status == 2 && range.stderr.contains("--port") && range.stderr.contains("70000"), "\(range.stderr)")
        let noFile = try binary.run(["preview"], in: scratch.url, environment: environment)
        #expect(noFile.status == 2 && noFile.stderr.contains("zoetrope preview Card.swift"), "\(noFile.stderr)")

        // A port this test listens on.
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, $0, &length) == 0 }
        }
        #expect(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let busy = try binary.run(["preview", "Card.swift", "--port", String(port)], in: scratch.url, environment: environment)
        #expect(busy.status == 1 && busy.stderr.contains("--port \(port)"), "\(busy.stderr)")
        #expect(scratch.files(in: "tmp").isEmpty && (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) == [])
    }
}
