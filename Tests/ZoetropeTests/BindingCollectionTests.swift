import Foundation
import Testing
@testable import Zoetrope

/// A binding to a collection as a collection of bindings (SwiftUI: `ForEach($items) { $item in … }`): each row edits
/// its own element of the state in place.
@MainActor @Suite struct BindingCollectionTests {
    struct Item: Identifiable {
        let id: Int
        var taps = 0
    }

    struct Counters: View {
        @State private var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Button("\(item.id): \(item.taps)") { item.taps += 1 }.accessibilityIdentifier("row-\(item.id)")
                }
            }
        }
    }

    @Test func eachRowEditsItsOwnElement() {
        let t = timeline(canvas: SceneCanvas(width: 200, height: 200), duration: 2, script: {
            Tap("row-2", at: 0.2)
            Tap("row-2", at: 0.6)
            Tap("row-3", at: 1.0)
        }) { Counters() }
        func texts(at time: Double) -> [String] {
            t.trace(at: time).views.compactMap { view -> String? in
                guard view.type == "Text", case let .text(text)? = view.attributes[TextKind.text] else { return nil }
                return text
            }
        }
        #expect(texts(at: 0.1) == ["1: 0", "2: 0", "3: 0"])
        // Two taps on the second row, one on the third; the first is untouched.
        #expect(texts(at: 1.5) == ["1: 0", "2: 2", "3: 1"])
    }

    @Test func aBindingToAnArrayIsARandomAccessCollectionOfBindings() {
        var storage = [10, 20, 30]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = 21
        #expect(storage == [10, 21, 30])
        #expect(binding.map(\.wrappedValue) == [10, 21, 30])
    }
}
