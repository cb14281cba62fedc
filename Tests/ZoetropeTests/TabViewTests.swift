import Foundation
import Testing
@testable import Zoetrope

/// TabView: the page above a 49 pt bar over the bottom safe area, items spread equally, the selected one tinted,
/// and a scripted tap on an item switching pages at once.
@MainActor @Suite struct TabViewTests {
    /// 200 × 300 pt at 1x with a 20 pt top and a 34 pt bottom safe area.
    let canvas = SceneCanvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))

    private func views(_ t: SceneTimeline, at time: Double) -> [TracedView] { t.inspect(at: time) }

    private func item(_ t: SceneTimeline, _ title: String, at time: Double) -> TracedView? {
        views(t, at: time).first { $0.type == "Text" && $0.style["text"] == .text(title) && $0.path.contains("TabBar") }
    }

    @Test func pageFillsTheSpaceAboveABarOverTheBottomSafeArea() throws {
        let t = timeline(canvas: canvas) { TabHost() }
        // The safe area ends at 300 − 34 = 266; the bar is the 49 pt above it: y 266 − 49 = 217.
        #expect(views(t, at: 0).first { $0.path.hasSuffix("TabBar/background") }?.frame == CGRect(x: 0, y: 217, width: 200, height: 49))
        // The page fills the rest of the safe area: y 20 to 217, 197 pt.
        #expect(views(t, at: 0).first { $0.type == "Color" }?.frame == CGRect(x: 0, y: 20, width: 200, height: 197))
        // A page that does not scroll is at its scroll edge: the bar is transparent (no material, no hairline).
        #expect(!views(t, at: 0).contains { $0.type == "Rectangle" && $0.path.contains("TabBar") })
        // Two items share the width equally: 100 pt each.
        #expect(views(t, at: 0).filter { $0.path.hasSuffix("TabBarButton/frame") }.map(\.frame)
                == [CGRect(x: 0, y: 217, width: 100, height: 49), CGRect(x: 100, y: 217, width: 100, height: 49)])
    }

    /// Issue 23 item 8: since iOS 15 a tab bar shows its standard look (the `.bar` material to the bottom edge and a
    /// hairline on top) only while the page's content runs on below it; with the content's end in view (scrolled to
    /// the bottom, or content shorter than the page) it is transparent. The look tracks the offset: it fades out over
    /// the last 10 pt before the end (NavigationMetrics.barAppearanceRamp), as the navigation bar's fades in.
    @Test func theBarIsTransparentAtTheScrollEdgeAndMaterialWhileContentRunsBelow() throws {
        let t = timeline(canvas: canvas, duration: 2, script: { Tap("End", at: 0.5) }) { ScrollingTabHost() }
        func standardLook(at time: Double) -> (material: TracedView, hairline: TracedView)? {
            let all = views(t, at: time)
            guard let material = all.first(where: { $0.type == "Rectangle" && $0.path.contains("TabBar") }),
                  let hairline = all.first(where: { $0.type == "Divider" && $0.path.contains("TabBar") }) else { return nil }
            return (material, hairline)
        }
        // 20 rows of 30 pt (600 pt) in a 197 pt page: content below the bar; the look is fully shown, the material
        // reaching the bottom edge (49 + 34 = 83 pt) and the hairline along the bar's top (y 217).
        let shown = try #require(standardLook(at: 0.4))
        #expect(shown.material.opacity == 1 && shown.hairline.opacity == 1)
        #expect(shown.material.frame == CGRect(x: 0, y: 217, width: 200, height: 83))
        #expect(shown.hairline.frame.minY == 217)
        if let fill = shown.material.style["fill"]?.plainText { #expect(fill.hasPrefix("material")) } else { Issue.record("no fill") }
        // "End" scrolls to the last row at once at 0.5 s: the content's end is in view, and the bar is transparent on
        // that frame.
        #expect(standardLook(at: 0.5).map { $0.material.opacity == 0 } ?? true)
        #expect(standardLook(at: 1.5).map { $0.material.opacity == 0 } ?? true)
    }

    @Test func selectedItemIsTintedAndFilledOthersGrey() throws {
        let t = timeline(canvas: canvas) { TabHost() }
        // Selected: accent blue #007AFF and the filled symbol; the other: systemGray #8E8E93, symbol as given.
        #expect(item(t, "Home", at: 0)?.style["foreground"] == .colour("#007AFFFF"))
        #expect(item(t, "Settings", at: 0)?.style["foreground"] == .colour("#8E8E93FF"))
        let symbols = views(t, at: 0).filter { $0.type == "Image" }.compactMap { $0.style["symbol"] }
        #expect(symbols == [.text("house.fill"), .text("gear")])
        // 10 pt medium titles.
        #expect(item(t, "Home", at: 0)?.style["font"] == .text("Inter 10.0 500"))
    }

    @Test func tapOnAnItemSwitchesPagesAtOnce() {
        let t = timeline(canvas: canvas, script: { Tap("Settings", at: 0.5) }) { TabHost() }
        #expect(views(t, at: 0.49).contains { $0.type == "Color" })
        #expect(!views(t, at: 0.49).contains { $0.style["text"] == .text("Prefs") })
        // At the tap's own time the other page shows and the tint has moved, with no animation in between.
        #expect(views(t, at: 0.5).contains { $0.style["text"] == .text("Prefs") })
        #expect(!views(t, at: 0.5).contains { $0.type == "Color" })
        #expect(item(t, "Settings", at: 0.5)?.style["foreground"] == .colour("#007AFFFF"))
        #expect(item(t, "Home", at: 0.5)?.style["foreground"] == .colour("#8E8E93FF"))
        #expect(t.errors.isEmpty)
    }

    @Test func iOS18TabsWithoutASelectionBinding() {
        let t = timeline(canvas: canvas, script: { Tap("Second", at: 0.3) }) {
            TabView {
                Tab("First", systemImage: "star") { Text("one") }
                Tab("Second", systemImage: "bell") { Text("two") }
            }
        }
        #expect(views(t, at: 0).contains { $0.style["text"] == .text("one") })
        #expect(views(t, at: 0.3).contains { $0.style["text"] == .text("two") })
        #expect(item(t, "Second", at: 0.3)?.style["foreground"] == .colour("#007AFFFF"))
    }
}

/// Two pages tagged with strings, selected through a binding.
/// A tab whose page is a long scrolling column; "End" jumps to its last row.
struct ScrollingTabHost: View {
    var body: some View {
        TabView {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        Button("End") { proxy.scrollTo(19, anchor: .bottom) }.frame(height: 30)
                        ForEach(1..<20, id: \.self) { row in Text("Row \(row)").frame(height: 30).id(row) }
                    }
                }
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
        }
    }
}

struct TabHost: View {
    @State private var selection = "home"

    var body: some View {
        TabView(selection: $selection) {
            Color.red.tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Prefs").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
        }
    }
}
