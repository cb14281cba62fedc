import Foundation
import Testing
@testable import Zoetrope

/// Button roles, iOS 17's `Button(_:systemImage:action:)`, and `Form` (issue-free API users write every day). Colours
/// by hand from Apple's system palette (light): systemBlue (0, 122, 255) = #007AFF, systemRed (255, 59, 48) = #FF3B30.
@MainActor @Suite struct ButtonRoleTests {
    func views(_ t: SceneTimeline, _ type: String) -> [InspectedView] {
        t.inspect(at: 0).filter { $0.type == type }
    }

    @Test func aDestructiveButtonIsRedInTheSystemStylesAndPlainLeavesItsLabel() {
        let t = timeline {
            VStack {
                Button("Keep") {}
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
                Button("Plain", role: .destructive) {}.buttonStyle(.plain)
            }
        }
        let texts = views(t, "Text")
        #expect(texts.map(\.style["text"]) == [.text("Keep"), .text("Delete"), .text("Cancel"), .text("Plain")])
        // The default (borderless) style draws the label in the tint: blue, red for the destructive role; cancel is
        // drawn as any button outside alerts and menus.
        #expect(texts[0].style["foreground"] == .colour("#007AFFFF"))
        #expect(texts[1].style["foreground"] == .colour("#FF3B30FF"))
        #expect(texts[2].style["foreground"] == .colour("#007AFFFF"))
        // The plain style draws its label as it is (primary: black), whatever the role.
        #expect(texts[3].style["foreground"] != .colour("#FF3B30FF"))
    }

    @Test func aBorderedDestructiveButtonIsTintedRed() {
        let t = timeline {
            Button(role: .destructive) { } label: { Text("Erase") }.buttonStyle(.borderedProminent)
        }
        // The prominent style: a white label on the tint.
        #expect(views(t, "Text").first?.style["foreground"] == .colour("#FFFFFFFF"))
        #expect(views(t, "RoundedRectangle").first?.style["fill"] == .colour("#FF3B30FF"))
    }

    @Test func aButtonWithASystemImageShowsTheIconThenTheTitle() {
        let t = timeline { Button("Add", systemImage: "plus") {} }
        let label = t.inspect(at: 0).filter { $0.path.contains("Label/HStack") }
        // The default label style: the icon, then the title, in the tint.
        let types = label.map(\.type).filter { $0 == "Image" || $0 == "Text" }
        #expect(types == ["Image", "Text"])
        #expect(views(t, "Text").first?.style["foreground"] == .colour("#007AFFFF"))
        let both = timeline { Button("Remove", systemImage: "trash", role: .destructive) {} }
        #expect(views(both, "Text").first?.style["foreground"] == .colour("#FF3B30FF"))
    }

    @Test func aFormIsAnInsetGroupedList() {
        // Under `.listStyle(.plain)`, a Form is still drawn inset grouped: the same frames as an inset grouped List.
        let canvas = SceneCanvas(width: 300, height: 200, scale: 1)
        let form = timeline(canvas: canvas) { Form { Text("Name"); Text("Email") }.listStyle(.plain) }
        let list = timeline(canvas: canvas) { List { Text("Name"); Text("Email") }.listStyle(.insetGrouped) }
        let plain = timeline(canvas: canvas) { List { Text("Name"); Text("Email") }.listStyle(.plain) }
        let frames = { (t: SceneTimeline) in t.inspect(at: 0).filter { $0.type == "Text" }.map(\.frame) }
        #expect(frames(form).count == 2)
        #expect(frames(form) == frames(list))
        #expect(frames(form) != frames(plain))
        // `.formStyle(.grouped)` and `.automatic` are that same look on iOS.
        let grouped = timeline(canvas: canvas) { Form { Text("Name"); Text("Email") }.formStyle(.grouped) }
        let automatic = timeline(canvas: canvas) { Form { Text("Name"); Text("Email") }.formStyle(.automatic) }
        #expect(frames(grouped) == frames(list) && frames(automatic) == frames(list))
    }
}
