import Foundation
import Testing
@testable import Zoetrope

/// TabView: the page above a 49 pt bar over the bottom safe area, items spread equally, the selected one tinted,
/// and a scripted tap on an item switching pages at once.
@MainActor @Suite struct TabViewTests {
    /// 200 × 300 pt at 1x with a 20 pt top and a 34 pt bottom safe area.
    let canvas = Canvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))

    private func views(_ t: SceneTimeline, at time: Double) -> [TracedView] { t.inspect(at: time) }

    private func item(_ t: SceneTimeline, _ title: String, at time: Double) -> TracedView? {
        views(t, at: time).first { $0.type == "Text" && $0.style["text"] == .text(title) && $0.path.contains("TabBar") }
    }

    @Test func pageFillsTheSpaceAboveABarOverTheBottomSafeArea() throws {
        let t = timeline(canvas: canvas) { TabHost() }
        // The safe area ends at 300 − 34 = 266; the bar is the 49 pt above it: y 266 − 49 = 217.
        #expect(views(t, at: 0).first { $0.path.hasSuffix("TabBar/overlay") }?.frame == CGRect(x: 0, y: 217, width: 200, height: 49))
        // The page fills the rest of the safe area: y 20 to 217, 197 pt.
        #expect(views(t, at: 0).first { $0.type == "Color" }?.frame == CGRect(x: 0, y: 20, width: 200, height: 197))
        // The bar's material reaches the bottom edge: 49 + 34 = 83 pt tall.
        let material = try #require(views(t, at: 0).first { $0.type == "Rectangle" && $0.path.contains("TabBar") })
        #expect(material.frame == CGRect(x: 0, y: 217, width: 200, height: 83))
        guard case let .text(fill)? = material.style["fill"] else { Issue.record("no fill"); return }
        #expect(fill.hasPrefix("material"))
        // A one-pixel hairline along the bar's top.
        #expect(views(t, at: 0).first { $0.type == "Divider" }?.frame == CGRect(x: 0, y: 217, width: 200, height: 1))
        // Two items share the width equally: 100 pt each.
        #expect(views(t, at: 0).filter { $0.path.hasSuffix("TabBarButton/frame") }.map(\.frame)
                == [CGRect(x: 0, y: 217, width: 100, height: 49), CGRect(x: 100, y: 217, width: 100, height: 49)])
    }

    @Test func selectedItemIsTintedAndFilledOthersGrey() throws {
        let t = timeline(canvas: canvas) { TabHost() }
        // Selected: accent blue #007AFF and the filled symbol; the other: systemGray #8E8E93, symbol as given.
        #expect(item(t, "Home", at: 0)?.style["foreground"] == .text("#007AFFFF"))
        #expect(item(t, "Settings", at: 0)?.style["foreground"] == .text("#8E8E93FF"))
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
        #expect(item(t, "Settings", at: 0.5)?.style["foreground"] == .text("#007AFFFF"))
        #expect(item(t, "Home", at: 0.5)?.style["foreground"] == .text("#8E8E93FF"))
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
        #expect(item(t, "Second", at: 0.3)?.style["foreground"] == .text("#007AFFFF"))
    }
}

/// Two pages tagged with strings, selected through a binding.
struct TabHost: View {
    @State private var selection = "home"

    var body: some View {
        TabView(selection: $selection) {
            Color.red.tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Prefs").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
        }
    }
}
