import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// SwiftUI's `Canvas` and `GraphicsContext`. Every expected value is worked out by hand from the call, next to it:
/// the test canvas is 200 × 100 pt at 1x, so canvas points are the frame's points.
@MainActor @Suite struct GraphicsContextTests {
    /// The canvas-space bounding box of each shape a scene draws at `time`.
    func shapeBounds(_ t: SceneTimeline, at time: Double = 0) -> [CGRect] {
        placedShapes(t.displayList(at: time).items).map { $0.shape.path.applying($0.transform).boundingRect }
    }

    @Test func fillsAPathInTheCanvasCoordinates() {
        let t = timeline {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
            }
        }
        let shapes = placedShapes(t.displayList(at: 0).items)
        #expect(shapes.count == 1)
        #expect(shapeBounds(t) == [CGRect(x: 10, y: 20, width: 30, height: 40)])
        // SwiftUI's red is the system red, (255, 59, 48) in light mode (fidelity.md §8).
        guard case let .color(color)? = shapes.first?.shape.paint else { Issue.record("not a colour"); return }
        #expect(color.hexString == "#FF3B30FF")
    }

    @Test func theRendererGetsTheSizeTheCanvasIsOffered() {
        let t = timeline {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            .frame(width: 80, height: 50)
        }
        // An 80 × 50 frame centred in 200 × 100: its origin is ((200 − 80) / 2, (100 − 50) / 2) = (60, 25).
        let bounds = shapeBounds(t)
        #expect(bounds.count == 1)
        #expect(approximately([bounds[0].minX, bounds[0].minY, bounds[0].width, bounds[0].height], [60, 25, 80, 50]))
        #expect(t.inspect(at: 0).first { $0.path.hasSuffix("Canvas") }?.type == "Canvas")
    }

    @Test func transformsApplyInTheOrderTheyAreCalled() {
        let t = timeline {
            Canvas { context, _ in
                context.translateBy(x: 100, y: 50)
                context.rotate(by: .degrees(90))
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.green))
            }
        }
        // A quarter turn clockwise (y down) takes (x, y) to (−y, x): the corners (0, 0), (20, 0), (20, 10), (0, 10)
        // go to (0, 0), (0, 20), (−10, 20), (−10, 0), a box at (−10, 0) of 10 × 20; then moved by (100, 50).
        let bounds = shapeBounds(t)[0]
        #expect(approximately([bounds.minX, bounds.minY, bounds.width, bounds.height], [90, 50, 10, 20], tolerance: 1e-9))
    }

    @Test func scaleMultipliesUserCoordinates() {
        let t = timeline {
            Canvas { context, _ in
                context.scaleBy(x: 2, y: 3)
                context.stroke(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.black), lineWidth: 2)
            }
        }
        // (5, 5, 10, 10) scaled by (2, 3) is (10, 15, 20, 30); the stroke's width is scaled with it when drawn.
        let shape = placedShapes(t.displayList(at: 0).items)[0]
        #expect(shape.shape.path.applying(shape.transform).boundingRect == CGRect(x: 10, y: 15, width: 20, height: 30))
        #expect(shape.shape.stroke?.lineWidth == 2)
    }

    @Test func opacityAndCopiesKeepTheirOwnState() {
        let t = timeline {
            Canvas { context, _ in
                var faded = context
                faded.opacity = 0.5
                faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                // The original context is untouched by the copy's state, but draws into the same canvas.
                context.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }
        let shapes = placedShapes(t.displayList(at: 0).items)
        #expect(shapes.map(\.opacity) == [0.5, 1])
    }

    @Test func aClipAndFiltersWrapLaterDrawings() throws {
        let t = timeline {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
                context.addFilter(.shadow(radius: 3))
                context.addFilter(.blur(radius: 4))
                context.fill(Path(CGRect(x: 20, y: 20, width: 10, height: 10)), with: .color(.red))
            }
        }
        let items = t.displayList(at: 0).items
        let clipped = try #require(firstGroup(items) { $0.clip != nil && $0.label == nil })
        #expect(clipped.clip?.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 50))
        // Added last, the blur applies first: it is inside the shadow, next to the drawing.
        let shadow = try #require(firstGroup(clipped.children) { $0.shadow != nil })
        #expect(shadow.shadow?.radius == 3)
        // SwiftUI's default shadow colour is black at 33 % opacity: alpha 0.33 × 255 = 84.15, 0x54.
        #expect(shadow.shadow?.color.hexString == "#00000054")
        #expect(firstGroup(shadow.children) { $0.blur != nil }?.blur?.radius == 4)
        // The first drawing, made before the clip and the filters, has neither.
        #expect(placedShapes(items).count == 2)
    }

    @Test func gradientsAreInUserCoordinates() {
        let t = timeline {
            Canvas { context, _ in
                context.translateBy(x: 40, y: 0)
                context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 20)),
                             with: .linearGradient(Gradient(colors: [.white, .black]),
                                                   startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
            }
        }
        let shape = placedShapes(t.displayList(at: 0).items)[0]
        // The gradient's points are the call's, in the same space as the path; the group's transform moves both.
        guard case let .linearGradient(stops, start, end) = shape.shape.paint else { Issue.record("not a gradient"); return }
        #expect(start == CGPoint(x: 0, y: 0) && end == CGPoint(x: 100, y: 0) && stops.count == 2)
        #expect(shape.transform.tx == 40)
    }

    @Test func textIsPlacedByItsAnchor() throws {
        let t = timeline {
            Canvas { context, _ in
                context.draw(Text("Hello"), at: CGPoint(x: 100, y: 50))
                context.draw(Text("Top"), at: CGPoint(x: 10, y: 5), anchor: .topLeading)
            }
        }
        let texts = placedTexts(t.displayList(at: 0).items)
        #expect(texts.count == 2)
        // Centred on (100, 50): half the measured width to the left of x = 100.
        let hello = texts[0]
        #expect(abs(hello.origin.x + hello.width / 2 - 100) < 1e-9)
        #expect(hello.origin.y < 50)
        // The top-leading corner at the point itself.
        #expect(texts[1].origin == CGPoint(x: 10, y: 5))
        // Text drawn with the environment's foreground: the primary label colour, black in light mode.
        #expect(texts[0].color == DisplayColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func aLayerIsCompositedOnceWithTheContextsOpacity() throws {
        let t = timeline {
            Canvas { context, _ in
                context.opacity = 0.4
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                    layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.blue))
                }
            }
        }
        // Both drawings at full opacity inside one group at 0.4 (not each at 0.4).
        let layer = try #require(firstGroup(t.displayList(at: 0).items) { $0.opacity == 0.4 })
        #expect(placedShapes(layer.children).map(\.opacity) == [1, 1])
    }
}

/// Every text item with its canvas-space origin.
private func placedTexts(_ items: [DisplayItem], transform: Transform2D = .identity)
    -> [(origin: CGPoint, width: Double, color: DisplayColor)] {
    var result: [(origin: CGPoint, width: Double, color: DisplayColor)] = []
    for item in items {
        switch item {
        case let .text(text):
            let origin = transform.apply(to: text.origin)
            result.append((origin, text.width, text.color))
        case let .group(group): result += placedTexts(group.children, transform: transform.concatenating(group.transform))
        case .shape, .image: break
        }
    }
    return result
}

extension GraphicsContextTests {
    @Test func symbolsAreDrawnWhereTheRendererPutsThemAndNowhereElse() {
        // A 20 × 10 pt red symbol drawn centred at (50, 50) and stretched into (100, 20, 40, 40); an unknown id
        // resolves to nil. The symbols themselves are not shown: two shapes, both the renderer's.
        var unknownWasNil = false
        let t = timeline {
            Canvas { context, _ in
                unknownWasNil = context.resolveSymbol(id: "nope") == nil
                guard let symbol = context.resolveSymbol(id: "bar") else { return }
                #expect(symbol.size == CGSize(width: 20, height: 10))
                context.draw(symbol, at: CGPoint(x: 50, y: 50))
                context.draw(symbol, in: CGRect(x: 100, y: 20, width: 40, height: 40))
            } symbols: {
                Color.red.frame(width: 20, height: 10).tag("bar")
            }
        }
        #expect(shapeBounds(t) == [CGRect(x: 40, y: 45, width: 20, height: 10), CGRect(x: 100, y: 20, width: 40, height: 40)])
        #expect(unknownWasNil)
    }
}
