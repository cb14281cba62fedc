import Foundation
import Testing
@testable import Zoetrope

/// What a GeometryReader's content saw, kept by the test.
private final class Seen {
    var size: CGSize = .zero
    var local: CGRect = .null, global: CGRect = .null, named: CGRect = .null
    var insets = EdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
}

/// GeometryReader sizes, frames in each coordinate space and safe-area insets, by hand.
@MainActor @Suite struct GeometryReaderTests {
    @Test func readerFillsTheProposalAndPlacesContentTopLeading() {
        let t = timeline {
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: 10)
            }
            .frame(width: 120, height: 60)
        }
        // The 120 × 60 frame is centred: (40, 20); the reader fills it; its content (60 × 10) at its top-leading corner.
        #expect(t.frames(endingWith: "GeometryReader") == [CGRect(x: 40, y: 20, width: 120, height: 60)])
        #expect(t.frames(endingWith: "GeometryReader/frame/Rectangle") == [CGRect(x: 40, y: 20, width: 60, height: 10)])
        #expect(t.issues.isEmpty)
    }

    @Test func frameInLocalGlobalAndNamedSpaces() {
        let seen = Seen()
        let t = timeline {
            VStack(spacing: 0) {
                Rectangle().frame(height: 30)
                GeometryReader { proxy in
                    let _ = {
                        seen.size = proxy.size
                        seen.local = proxy.frame(in: .local)
                        seen.global = proxy.frame(in: .global)
                        seen.named = proxy.frame(in: .named("card"))
                        seen.insets = proxy.safeAreaInsets
                    }()
                    Color.red
                }
            }
            .frame(width: 120, height: 80)
            .coordinateSpace(name: "card")
        }
        // Card: 120 × 80 centred at (40, 10). The reader takes what the 30 pt row leaves: 120 × 50 at y 30 in it.
        #expect(seen.size == CGSize(width: 120, height: 50))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(seen.global == CGRect(x: 40, y: 40, width: 120, height: 50))
        #expect(seen.named == CGRect(x: 0, y: 30, width: 120, height: 50))
        // No safe area on the test canvas.
        #expect(seen.insets == EdgeInsets())
        #expect(t.issues.isEmpty)
    }

    @Test func safeAreaInsetsOfAReaderThatIgnoresTheSafeArea() {
        let seen = Seen()
        _ = timeline(canvas: Device.iPhone15Pro.canvas) {
            GeometryReader { proxy in
                let _ = { seen.insets = proxy.safeAreaInsets; seen.global = proxy.frame(in: .global) }()
                Color.red
            }
            .ignoresSafeArea()
        }
        // The reader grows to the whole 393 × 852 screen; the unsafe area reaches 59 pt in at the top, 34 at the bottom.
        #expect(seen.global == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(seen.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func anUnknownSpaceIsReportedAndMeasuredGlobally() {
        let seen = Seen()
        let t = timeline {
            GeometryReader { proxy in
                let _ = { seen.named = proxy.frame(in: .named("nowhere")) }()
                Color.red
            }
            .frame(width: 20, height: 20)
        }
        // Global frame: 20 × 20 centred at (90, 40).
        #expect(seen.named == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(t.issues.count == 1)
        #expect(t.issues.first?.severity == .warning && t.issues.first?.path.hasSuffix("GeometryReader") == true)
    }

    @Test func contentKeepsItsIdentityAcrossEvaluations() {
        struct Growing: View {
            @State private var wide = false
            var body: some View {
                VStack(spacing: 0) {
                    Button { wide = true } label: { Text("Grow") }
                    GeometryReader { proxy in
                        Rectangle().frame(width: proxy.size.width / 2, height: 10)
                    }
                    .frame(width: wide ? 100 : 50, height: 20)
                }
            }
        }
        let t = timeline(script: { Tap("Grow", at: 0.5) }) { Growing() }
        let suffix = "GeometryReader/frame/Rectangle"
        // Half the reader's width: 25 before the tap, 50 after; the same path (no insertion or removal).
        #expect(t.frames(endingWith: suffix, at: 0).map(\.width) == [25])
        #expect(t.frames(endingWith: suffix, at: 0.5).map(\.width) == [50])
        #expect(t.inspect(at: 0.5).filter { $0.path.hasSuffix(suffix) }.map(\.isRemoving) == [false])
        #expect(t.errors.isEmpty)
    }
}
