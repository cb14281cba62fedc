import Foundation
import Testing

/// The review page in a real browser: headless Chromium (`scripts/setup-system` installs it) opens the folder
/// `zoetrope review` wrote for the seed pair, as a user would open `index.html` from disk.
@Suite(.enabled(if: Chromium.isAvailable, "chromium is not installed; run scripts/setup-system (apt-get install chromium)"))
struct ReviewBrowserTests {
    /// A browser on the fixture's page, at `#t=…` when given, once the page says it is ready.
    private func openPage(at time: Double? = nil) throws -> (Chromium, Scratch) {
        try Self.open(try ReviewFixture.folder(), at: time)
    }

    /// A browser `width` CSS pixels wide on a review folder's page, at `#t=…` when given, once the page says it is
    /// ready (and with no problems listed on it).
    static func open(_ folder: ReviewFixture.Folder, at time: Double? = nil, width: Int = 1440, height: Int = 1000) throws -> (Chromium, Scratch) {
        let scratch = try Scratch()
        let browser = try Chromium(profile: scratch.url.appendingPathComponent("profile"), width: width, height: height)
        var url = folder.index
        if let time { url = URL(string: url.absoluteString + "#t=\(time)")! }
        try browser.open(url, viewport: (width, height))
        let status = try browser.evaluate("""
            new Promise(function (resolve) {
              (function wait() {
                var status = document.documentElement.dataset.status;
                if (status !== "loading") resolve(status); else setTimeout(wait, 20);
              })();
            })
            """) as? String
        let reported = try browser.evaluate("document.getElementById('page-errors').innerText") as? String ?? ""
        #expect(status == "ok", "the page reported: \(reported)")
        return (browser, scratch)
    }

    /// Presses a key on the page and resolves with the readouts and, for each video, the media time of the frame it
    /// then presents (`requestVideoFrameCallback`): what is on screen, not what was asked for.
    private func press(_ key: String, in browser: Chromium) throws -> (time: String, frame: String, presented: [Double]) {
        let value = try browser.evaluate("""
            new Promise(function (resolve, reject) {
              var videos = Array.prototype.slice.call(document.querySelectorAll("[data-player] video"));
              var presented = videos.map(function () { return null; });
              var left = videos.length;
              videos.forEach(function (video, index) {
                video.requestVideoFrameCallback(function (now, metadata) {
                  presented[index] = metadata.mediaTime;
                  if (--left === 0) resolve([document.querySelector("[data-role=time]").textContent,
                                             document.querySelector("[data-role=frame]").textContent, presented]);
                });
              });
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "\(key)", bubbles: true }));
              setTimeout(function () { reject(new Error("no frame presented after \(key)")); }, 10000);
            })
            """) as? [Any] ?? []
        return (value.first as? String ?? "", value.dropFirst().first as? String ?? "", value.last as? [Double] ?? [])
    }

    @Test func pageLoadsWithNoErrors() throws {
        let (browser, scratch) = try openPage()
        defer { browser.quit(); scratch.remove() }
        #expect(browser.problems.isEmpty, "\(browser.problems)")
        #expect(try browser.evaluate("document.getElementById('page-errors').hidden") as? Bool == true)
        // Every image decoded (a missing file would have a natural width of 0).
        let broken = try browser.evaluate("""
            Array.prototype.filter.call(document.images, function (image) { return !image.complete || image.naturalWidth === 0; })
              .map(function (image) { return image.getAttribute("src"); })
            """) as? [String]
        #expect(broken == [], "images that did not load: \(broken ?? [])")
    }

    @Test func videosLastTheSceneAndHoldItsFrames() throws {
        let (browser, scratch) = try openPage()
        defer { browser.quit(); scratch.remove() }
        let durations = try browser.evaluate("Array.prototype.map.call(document.querySelectorAll('[data-player] video'), function (v) { return v.duration; })") as? [Double]
        // 2 s at 60 fps: 120 frames of 1/60 s.
        #expect(durations?.count == 2)
        for duration in durations ?? [] { #expect(abs(duration - ReviewFixture.duration) < 1e-3) }
        // End goes to the last frame, 119 (t = 119/60 = 1.983 s), and every video presents it; one more step stays there.
        let end = try press("End", in: browser)
        #expect(end.time == "1.983 s" && end.frame == "frame 119 of 120")
        for time in end.presented { #expect(abs(time - 119 / ReviewFixture.fps) < 1e-3, "presented \(time)") }
        #expect(end.presented.count == 2)
        let beyond = try browser.evaluate("""
            new Promise(function (resolve) {
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
              setTimeout(function () { resolve(document.querySelector("[data-role=frame]").textContent); }, 300);
            })
            """) as? String
        #expect(beyond == "frame 119 of 120")
    }

    @Test func steppingOneFrameShowsTheNextFramesTime() throws {
        // Opened at 0.5 s: frame 30 (30/60 s).
        let (browser, scratch) = try openPage(at: 0.5)
        defer { browser.quit(); scratch.remove() }
        #expect(try browser.evaluate("document.querySelector('[data-role=time]').textContent") as? String == "0.500 s")
        let next = try press("ArrowRight", in: browser)
        // Frame 31 shows t = 31/60 = 0.5167 s, in both videos at once (one set of controls drives both).
        #expect(next.time == "0.517 s" && next.frame == "frame 31 of 120")
        #expect(next.presented.count == 2)
        for time in next.presented { #expect(abs(time - 31 / ReviewFixture.fps) < 1e-3, "presented \(time)") }
        let back = try press("ArrowLeft", in: browser)
        #expect(back.time == "0.500 s" && back.frame == "frame 30 of 120")
        for time in back.presented { #expect(abs(time - 30 / ReviewFixture.fps) < 1e-3, "presented \(time)") }
    }

    @Test func speedAndLoopReachEveryVideo() throws {
        let (browser, scratch) = try openPage()
        defer { browser.quit(); scratch.remove() }
        let state = try browser.evaluate("""
            (function () {
              document.querySelector("[data-speed='0.25']").click();
              var loop = document.querySelector("[data-role=loop]");
              loop.click();
              var videos = Array.prototype.slice.call(document.querySelectorAll("[data-player] video"));
              return [videos.map(function (v) { return v.playbackRate; }), videos.map(function (v) { return v.loop; }),
                      document.querySelector("[data-speed='0.25']").getAttribute("aria-pressed")];
            })()
            """) as? [Any]
        #expect(state?[0] as? [Double] == [0.25, 0.25])
        #expect(state?[1] as? [Bool] == [false, false])
        #expect(state?[2] as? String == "true")
        // Playing then pausing leaves both videos on the same frame, and the readout names it.
        let paused = try browser.evaluate("""
            new Promise(function (resolve) {
              document.querySelector("[data-action=play]").click();
              setTimeout(function () {
                document.querySelector("[data-action=play]").click();
                var videos = Array.prototype.slice.call(document.querySelectorAll("[data-player] video"));
                resolve([videos.map(function (v) { return v.currentTime; }), document.querySelector("[data-role=frame]").textContent,
                         videos.every(function (v) { return v.paused; })]);
              }, 400);
            })
            """) as? [Any]
        let times = paused?[0] as? [Double] ?? []
        #expect(times.count == 2 && times[0] == times[1], "\(times)")
        if let time = times.first {
            // Paused on the middle of a frame: (n + 0.5)/60, and the readout shows n.
            let frame = Int((time * ReviewFixture.fps).rounded(.down))
            #expect(abs(time - (Double(frame) + 0.5) / ReviewFixture.fps) < 1e-3)
            #expect(paused?[1] as? String == "frame \(frame) of 120")
        }
        #expect(paused?[2] as? Bool == true)
        #expect(browser.problems.isEmpty, "\(browser.problems)")
    }

    /// A screenshot of the page at 0.5 s, kept in `.build/test-artifacts/` for people (and CI) to look at.
    @Test func screenshotAtAFixedTime() throws {
        let (browser, scratch) = try openPage(at: 0.5)
        defer { browser.quit(); scratch.remove() }
        // Let the seeked frames reach the screen.
        _ = try browser.evaluate("new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(r); }); })")
        let png = try browser.screenshot(fullPage: true)
        let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let file = artifacts.appendingPathComponent("review-page@0.500s.png")
        try png.write(to: file)
        // A PNG as wide as the window (1440 CSS px at device scale 1), taller than it (the whole page).
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1440 && height > 1000, "\(width)x\(height)")
        print("review page screenshot: \(file.path)")
    }
}
