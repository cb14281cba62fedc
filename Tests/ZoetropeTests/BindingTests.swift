import Foundation
import Testing
@testable import Zoetrope

/// A switch that flips its parent's state through a binding.
private struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
        Button { isOn.toggle() } label: { Text("Switch") }
    }
}

private struct Panel: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Switch(isOn: $isOn)
            Rectangle().frame(width: isOn ? 40 : 20, height: 10)
        }
    }
}

private struct Counter { var count = 1 }

/// A stepper that changes one property of its parent's model through `$model.count`.
private struct Stepper: View {
    @Binding var count: Int
    var body: some View {
        Button { count += 1 } label: { Text("More") }
    }
}

private struct Model: View {
    @State private var model = Counter()
    var body: some View {
        VStack {
            Stepper(count: $model.count)
            Rectangle().frame(width: CGFloat(10 * model.count), height: 10)
        }
    }
}

private final class Box { var value = 1 }

@MainActor @Suite struct BindingTests {
    @Test func getAndSetReachTheOwner() {
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.wrappedValue = 5
        #expect(box.value == 5 && binding.wrappedValue == 5)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
    }

    @Test func dynamicMemberLookupBindsAProperty() {
        let box = Box()
        let pair = Binding(get: { (box.value, 0) }, set: { box.value = $0.0 })
        let first = pair[dynamicMember: \.0]
        first.wrappedValue = 9
        #expect(box.value == 9)
    }

    @Test func childTogglesParentStateThroughABinding() {
        let t = timeline(script: { Tap("Switch", at: 0.5) }) { Panel() }
        #expect(t.errors.isEmpty)
        // 20 pt wide before the tap, 40 after.
        #expect(t.frames(endingWith: "Rectangle", at: 0).map(\.width) == [20])
        #expect(t.frames(endingWith: "Rectangle", at: 0.5).map(\.width) == [40])
    }

    @Test func childChangesAPropertyOfParentState() {
        let t = timeline(script: { Tap("More", at: 0.3); Tap("More", at: 0.6) }) { Model() }
        #expect(t.errors.isEmpty)
        // count 1 → 2 → 3: widths 10, 20, 30.
        #expect(t.frames(endingWith: "Rectangle", at: 0).map(\.width) == [10])
        #expect(t.frames(endingWith: "Rectangle", at: 0.3).map(\.width) == [20])
        #expect(t.frames(endingWith: "Rectangle", at: 0.6).map(\.width) == [30])
    }
}
