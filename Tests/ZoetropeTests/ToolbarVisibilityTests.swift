import Foundation
import Testing
@testable import Zoetrope

/// `toolbar(_:for:)` / `toolbarVisibility(_:for:)`: hiding the navigation bar or a tab view's bar. Geometry by hand
/// from the bars' metrics (a 44 pt inline bar, a 49 pt tab bar above the bottom safe area).
@MainActor @Suite struct ToolbarVisibilityTests {
    /// 200 × 300 pt at 1x with a 20 pt top and a 34 pt bottom safe area.
    let canvas = SceneCanvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))

    @Test func aHiddenTabBarLeavesThePageTheWholeSafeArea() {
        let hidden = timeline(canvas: canvas) {
            TabView {
                Color.blue.toolbar(.hidden, for: .tabBar).tabItem { Text("One") }
                Color.green.tabItem { Text("Two") }
            }
        }.inspect(at: 0)
        // No bar: the page runs from the top safe-area edge (20) to the bottom one (300 − 34 = 266), 246 pt.
        #expect(!hidden.contains { $0.path.contains("TabBar") })
        #expect(hidden.first { $0.type == "Color" }?.frame == CGRect(x: 0, y: 20, width: 200, height: 246))
        // `.visible` (and the iOS 18 spelling) change nothing: the page ends at the bar, 266 − 49 = 217.
        let shown = timeline(canvas: canvas) {
            TabView {
                Color.blue.toolbarVisibility(.visible, for: .tabBar).tabItem { Text("One") }
                Color.green.tabItem { Text("Two") }
            }
        }.inspect(at: 0)
        #expect(shown.first { $0.type == "Color" }?.frame == CGRect(x: 0, y: 20, width: 200, height: 197))
    }

    @Test func aHiddenNavigationBarLetsTheContentStartBelowTheStatusBar() {
        let views = timeline(canvas: canvas) {
            NavigationStack {
                VStack { Text("Top"); Spacer() }.navigationTitle("Home").toolbar(.hidden, for: .navigationBar)
            }
        }.inspect(at: 0)
        // Without the bar (and so without its large title) the content starts at the safe area's top, 20.
        #expect(views.first { if case .text("Top")? = $0.style["text"] { return true } else { return false } }?.frame.minY == 20)
        #expect(!views.contains { if case .text("Home")? = $0.style["text"] { return true } else { return false } })
        // `.toolbar(.hidden)` with no bar named hides the navigation bar too.
        let unnamed = timeline(canvas: canvas) {
            NavigationStack { VStack { Text("Top"); Spacer() }.navigationTitle("Home").toolbar(.hidden) }
        }.inspect(at: 0)
        #expect(unnamed.first { if case .text("Top")? = $0.style["text"] { return true } else { return false } }?.frame.minY == 20)
        // With it, the content starts below the 44 pt inline bar and the 52 pt large title: 20 + 96 = 116.
        let barred = timeline(canvas: canvas) {
            NavigationStack { VStack { Text("Top"); Spacer() }.navigationTitle("Home") }
        }.inspect(at: 0)
        #expect(barred.first { if case .text("Top")? = $0.style["text"] { return true } else { return false } }?.frame.minY == 116)
    }
}
