import Foundation
import Testing

/// The review page's layout in headless Chromium at six window widths, on the seed pair and on zoom-grid (five
/// chapters, interactions close together): no two labels overlap, none passes its panel or the window, and every
/// timing chart's plot keeps at least half the chart's width and 150 px (it was ~10 px at 1024–1180 px, and
/// `Tap("more")` ran out of its card). The page measures itself (`window.zoetropeLayout.layout()` in review-layout.js, the
/// same report it writes to `#layout-report`); a screenshot per width goes to `.build/test-artifacts/review-layout/`.
@Suite(.enabled(if: Chromium.isAvailable, "chromium is not installed; run scripts/setup-system (apt-get install chromium)"))
struct ReviewLayoutTests {
    static let widths = [390, 768, 1024, 1180, 1280, 1440]

    @Test(arguments: widths) func seedPairHolds(width: Int) throws {
        try check(try ReviewFixture.folder(), name: "seed-pair", width: width)
    }

    @Test(arguments: widths) func zoomGridHolds(width: Int) throws {
        try check(try ReviewFixture.zoomGrid.get(), name: "zoom-grid", width: width)
    }

    private func check(_ folder: ReviewFixture.Folder, name: String, width: Int) throws {
        let (browser, scratch) = try ReviewBrowserTests.open(folder, width: width, height: 900)
        defer { browser.quit(); scratch.remove() }
        let report = try browser.evaluate("""
            (document.fonts ? document.fonts.ready : Promise.resolve()).then(function () {
              return new Promise(function (resolve) {
                requestAnimationFrame(function () { resolve(window.zoetropeLayout.layout()); });
              });
            })
            """) as? [String: Any] ?? [:]
        #expect(report["width"] as? Int == width, "\(report)")
        #expect((report["labels"] as? Int ?? 0) > 20, "too few labels measured: \(report)")
        #expect(report["overlaps"] as? [String] == [], "at \(width) px")
        #expect(report["overflows"] as? [String] == [], "at \(width) px")
        #expect((report["scrollWidth"] as? Int ?? .max) <= width, "the page scrolls sideways at \(width) px")
        let plots = report["plots"] as? [[String: Any]] ?? []
        #expect(!plots.isEmpty)
        for plot in plots {
            let chart = plot["chart"] as? Int ?? 0, drawn = plot["plot"] as? Int ?? 0
            #expect(drawn >= 150 && 2 * drawn >= chart, "\(plot["scene"] ?? "") at \(width) px: plot \(drawn) px of \(chart) px")
        }
        #expect(try browser.evaluate("document.documentElement.dataset.layout") as? String == "ok")
        let png = try browser.screenshot(fullPage: true)
        let folder = try ReviewFixture.artifacts().appendingPathComponent("review-layout")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try png.write(to: folder.appendingPathComponent("\(name)-\(width).png"))
    }

    @Test func opensOnTheFirstChapterWithToggles() throws {
        let (browser, scratch) = try ReviewBrowserTests.open(try ReviewFixture.folder())
        defer { browser.quit(); scratch.remove() }
        // Tap("more") is at 0.3 s = frame 18 and the menu's fade lasts past frame 19: the page opens inside it, on
        // the chapter's chip, not at frame 0.
        let state = try browser.evaluate("""
            [parseInt(document.querySelector("[data-player]").dataset.frame, 10),
             document.querySelectorAll(".chapter-chip[aria-current=true]").length,
             document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor]
            """) as? [Any] ?? []
        let frame = state.first as? Int ?? 0
        #expect(frame > 18 && frame < 60, "opened at frame \(frame)")
        #expect(state.dropFirst().first as? Int == 2)
        #expect(state.dropFirst(2).first as? String == "light")
        // Dark: the page turns black (the dark palette's --page); the device frame switch takes the bezel off.
        let toggled = try browser.evaluate("""
            (function () {
              document.querySelector("[data-theme-choice=dark]").click();
              var page = getComputedStyle(document.documentElement).backgroundColor;
              var frame = document.querySelector("[data-role=device-frame]");
              var before = getComputedStyle(document.querySelector(".device")).paddingTop;
              frame.click();
              return [document.documentElement.dataset.theme, page, before,
                      getComputedStyle(document.querySelector(".device")).paddingTop,
                      document.querySelector("[data-player]").classList.contains("framed")];
            })()
            """) as? [Any] ?? []
        #expect(toggled.first as? String == "dark")
        #expect(toggled.dropFirst().first as? String == "rgb(0, 0, 0)")
        #expect(toggled.dropFirst(2).first as? String == "7px" && toggled.dropFirst(3).first as? String == "0px")
        #expect(toggled.last as? Bool == false)
    }

    @Test func chapterClipsLoopTheirStretchInSlowMotion() throws {
        let (browser, scratch) = try ReviewBrowserTests.open(try ReviewFixture.folder())
        defer { browser.quit(); scratch.remove() }
        // Each clip presents frames from its own stretch only, at 0.25× until 0.1× is chosen.
        let clips = try browser.evaluate("""
            Promise.all(Array.prototype.map.call(document.querySelectorAll("video[data-clip]"), function (video) {
              video.scrollIntoView();
              return new Promise(function (resolve, reject) {
                var seen = [];
                function frame(now, metadata) {
                  seen.push(metadata.mediaTime);
                  if (seen.length < 4) video.requestVideoFrameCallback(frame);
                  else resolve([parseFloat(video.dataset.start), parseFloat(video.dataset.end), video.playbackRate, seen]);
                }
                video.requestVideoFrameCallback(frame);
                video.play().catch(reject);
                setTimeout(function () { reject(new Error("no frames from " + video.dataset.start)); }, 20000);
              });
            }))
            """, timeout: 60) as? [[Any]] ?? []
        #expect(clips.count == 2)
        for clip in clips {
            let start = clip[0] as? Double ?? 0, end = clip[1] as? Double ?? 0
            #expect(clip[2] as? Double == 0.25)
            for time in clip[3] as? [Double] ?? [] { #expect(time >= start - 0.02 && time <= end + 0.02, "\(time) outside \(start)…\(end)") }
        }
        let slower = try browser.evaluate("""
            (function () {
              var figure = document.querySelector(".chapter-clip");
              figure.querySelector("[data-rate='0.1']").click();
              return [figure.querySelector("video").playbackRate, figure.querySelector("[data-rate='0.1']").getAttribute("aria-pressed")];
            })()
            """) as? [Any] ?? []
        #expect(slower.first as? Double == 0.1 && slower.last as? String == "true")
        #expect(browser.problems.isEmpty, "\(browser.problems)")
    }
}
