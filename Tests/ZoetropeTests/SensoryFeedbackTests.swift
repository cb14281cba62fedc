import Foundation
import Testing
@testable import Zoetrope

/// `sensoryFeedback` in its four SwiftUI forms compiles as SwiftUI code writes it and changes nothing in a frame (a
/// video plays no haptics): the scene draws the same display lists, frame by frame, with and without the modifiers.
@MainActor @Suite struct SensoryFeedbackTests {
    struct Liked: View {
        let withFeedback: Bool
        @State private var liked = false
        var body: some View {
            let heart = Circle()
                .fill(liked ? Color.red : Color.gray)
                .frame(width: liked ? 60 : 40, height: liked ? 60 : 40)
                .animation(.spring(duration: 0.4, bounce: 0.3), value: liked)
                .onTapGesture { liked.toggle() }
                .accessibilityIdentifier("heart")
            if withFeedback {
                heart
                    .sensoryFeedback(.success, trigger: liked)
                    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: liked) { old, new in !old && new }
                    .sensoryFeedback(trigger: liked) { liked ? .pathComplete : nil }
                    .sensoryFeedback(trigger: liked) { old, new in new ? .impact(flexibility: .soft) : .selection }
            } else {
                heart
            }
        }
    }

    @Test func feedbackChangesNoFrame() {
        let with = timeline(script: { Tap("heart", at: 0.3) }) { Liked(withFeedback: true) }
        let without = timeline(script: { Tap("heart", at: 0.3) }) { Liked(withFeedback: false) }
        #expect(with.issues.isEmpty)
        for frame in 0..<60 {
            let time = Double(frame) / 30
            #expect(with.trace(at: time).views.map(\.bounds) == without.trace(at: time).views.map(\.bounds), "frame \(frame)")
        }
        // The tap did something: the heart grew.
        #expect((with.trace(at: 1.5).views.first { $0.identifier == "heart" }?.bounds.width ?? 0) > 50)
    }
}
