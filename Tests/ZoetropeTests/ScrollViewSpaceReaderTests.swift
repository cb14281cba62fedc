import Foundation
import Testing
@testable import Zoetrope

/// What a reader inside scroll views saw, kept by the test.
private final class Measured {
    var scroll: CGRect = .null, vertical: CGRect = .null, horizontal: CGRect = .null, global: CGRect = .null
}

/// A `GeometryReader` inside scroll views measuring in SwiftUI's `.scrollView` and `.scrollView(axis:)` spaces: the
/// innermost scroll view's frame (along the axis, the innermost that scrolls along it), by hand on the 200 × 100 test
/// canvas (no safe area).
@MainActor @Suite struct ScrollViewSpaceReaderTests {
    @Test func aReaderMeasuresFromTheInnermostScrollView() {
        let seen = Measured()
        let t = timeline {
            VStack(spacing: 0) {
                Color.gray.frame(height: 20)
                // The vertical scroll view fills the rest: 200 × 80 at y 20.
                ScrollView {
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 30)
                        // A horizontal scroll view 40 tall at content y 30, its content a 10 pt spacer then the reader.
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                Color.green.frame(width: 10)
                                GeometryReader { proxy in
                                    let _ = {
                                        seen.scroll = proxy.frame(in: .scrollView)
                                        seen.vertical = proxy.frame(in: .scrollView(axis: .vertical))
                                        seen.horizontal = proxy.frame(in: .scrollView(axis: .horizontal))
                                        seen.global = proxy.frame(in: .global)
                                    }()
                                    Color.red
                                }
                                .frame(width: 50, height: 40)
                            }
                        }
                        .frame(height: 40)
                    }
                }
            }
        }
        // Globally the reader is at x 10 (after the spacer), y 20 + 30 = 50; 50 × 40.
        #expect(seen.global == CGRect(x: 10, y: 50, width: 50, height: 40))
        // `.scrollView` and `.scrollView(axis: .horizontal)`: the innermost, horizontal scroll view (200 × 40 at x 0,
        // y 50): the reader at (10, 0).
        #expect(seen.scroll == CGRect(x: 10, y: 0, width: 50, height: 40))
        #expect(seen.horizontal == CGRect(x: 10, y: 0, width: 50, height: 40))
        // `.scrollView(axis: .vertical)`: the outer scroll view (200 × 80 at y 20): the reader at (10, 30).
        #expect(seen.vertical == CGRect(x: 10, y: 30, width: 50, height: 40))
        #expect(t.issues.isEmpty)
    }

    @Test func outsideAnyScrollViewItIsGlobalWithAWarning() {
        let seen = Measured()
        let t = timeline {
            GeometryReader { proxy in
                let _ = { seen.scroll = proxy.frame(in: .scrollView) }()
                Color.red
            }
            .frame(width: 20, height: 20)
        }
        // 20 × 20 centred on the canvas: (90, 40).
        #expect(seen.scroll == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(t.issues.count == 1)
    }
}
