import Foundation
import ZoetropeDisplay

/// What a resolved node is, for layout and drawing.
enum NodeKind {
    /// A shape leaf, filled or stroked with a paint.
    case shape(ShapeContent)
    /// A symbol of a fixed size, drawn with the font's weight.
    case symbol(name: String, glyph: SymbolGlyph, weight: Font.Weight, color: ResolvedColor, size: CGSize)
    /// Text, measured by the scene's text measurer.
    case text(run: TextRun, color: ResolvedColor)
    /// A colour view filling its frame.
    case color(ResolvedColor)
    case spacer(minLength: CGFloat?)
    /// A vertical or horizontal stack.
    case stack(axis: Axis, alignment: Alignment, spacing: CGFloat?)
    case zstack(alignment: Alignment)
    case padding(EdgeInsets)
    case frame(FrameLayout)
    /// Offers the child nil (its ideal size) in the fixed dimensions.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// Offers the child the largest (fit) or smallest (fill) size of the ratio around the proposal; nil ratio uses the
    /// child's ideal size.
    case aspectRatio(CGFloat?, contentMode: ContentMode)
    /// Draws the secondary content behind (or in front of, for overlays) the primary one, sized to it.
    /// children[0] is the primary content.
    case decoration(alignment: Alignment, isOverlay: Bool)
    case offset(CGSize)
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    /// A view that lays out and draws its single child unchanged (Button, gesture and trait carriers).
    case passthrough
    /// A view whose content is evaluated again for every frame (KeyframeAnimator): its children are the content
    /// of the evaluation, replaced when drawn by the content for the frame's time.
    case live(LiveContent)
    /// A member of a matched-geometry group (`.matchedGeometryEffect`), laid out like its child and then moved to
    /// the group's shared geometry.
    case matched(MatchedGeometry)
    /// Sets one alignment guide of its child (`.alignmentGuide`).
    case alignmentGuide(AlignmentGuideRule)
    /// Takes the whole proposal and centres its child on a point of it (`.position`).
    case position(CGPoint)
    /// Extends its child into the safe area on those of the edges it touches (`.ignoresSafeArea`).
    case ignoresSafeArea(Edge.Set)
    /// A line one pixel thick running along `axis`, as long as the proposal (`Divider`).
    case divider(color: ResolvedColor, axis: Axis)
    /// Children made during layout from the reader's geometry (`GeometryReader`).
    case geometryReader(GeometryReaderContent)
    /// Names its frame as a coordinate space for `GeometryProxy.frame(in:)` (`.coordinateSpace(name:)`).
    case coordinateSpace(AnyHashable)
    /// Draws the child over a blurred, tinted, offset copy of its alpha (radius and offset in points).
    case shadow(color: ResolvedColor, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// Draws the child blurred (radius in points).
    case blur(radius: CGFloat, opaque: Bool)
    /// Clips the child to a shape in this node's frame.
    case clip(ClipContent)
    /// Draws children[0] through the alpha of children[1], which is sized to it like a background.
    case mask(alignment: Alignment)
    /// A picture file, or its placeholder.
    case image(ImageContent)
    /// Lays out like its child and writes a preference value for its subtree (`.preference`, `.anchorPreference`,
    /// and their transforming forms).
    case preference(PreferenceWriter)
    /// Lays out like its child and, once laid out, compares its subtree's preference value with the previous
    /// evaluation's (`.onPreferenceChange`).
    case preferenceObserver(PreferenceObserver)
    /// children[0] is the primary content; children[1] is made during layout from the primary's preference value
    /// and placed like a decoration (`.overlayPreferenceValue`, `.backgroundPreferenceValue`).
    case preferenceReader(PreferenceReaderContent)
}

/// What a clip node clips to: a shape filling the node's frame.
struct ClipContent {
    var shape: any Shape
    var style: FillStyle
    /// The modifier's name, for inspection (`clipShape`, `clipped`, `cornerRadius`).
    var name: String
}

/// What a shape leaf draws: the shape's outline in its frame, filled or stroked with a paint.
struct ShapeContent {
    /// The shape (its `path(in:)` gives the outline in the leaf's own coordinates).
    var shape: any Shape
    var paint: ResolvedPaint
    var fillStyle: FillStyle
    /// nil fills the outline; otherwise the outline is stroked.
    var stroke: StrokeStyle?
    /// The shape's type name, for inspection.
    var typeName: String
}

/// What the content of a live view is made from for one frame.
struct LiveRequest {
    /// Scene seconds.
    let time: Double
    /// An animatable view's presented data (nil for time-driven content).
    let data: Any?
    /// A graph of the frame's own, holding the state as it was at `time`: resolving content there never touches the
    /// scene's graph, so frames can be made on any thread in any order.
    let graph: ViewGraph
}

/// The content of a live view for any time: a pure function of the request, safe to call from any thread.
///
/// Two kinds: a KeyframeAnimator, whose content depends on the time alone and is made for every frame; and a
/// custom `Animatable` view, whose body is made again from its presented animatable data, only while that data
/// animates (otherwise its evaluated body is drawn).
final class LiveContent: @unchecked Sendable {
    let typeName: String
    /// The animatable view's data as evaluated, and a track holding it; nil for time-driven content.
    let animatableData: Any?
    let makeTrack: (() -> ErasedTrack?)?
    /// Resolves the content for a frame (not laid out).
    let make: (LiveRequest) -> [Node]

    init(typeName: String, make: @escaping (LiveRequest) -> [Node]) {
        self.typeName = typeName
        animatableData = nil
        makeTrack = nil
        self.make = make
    }

    init(typeName: String, animatableData: Any, makeTrack: @escaping () -> ErasedTrack?,
         make: @escaping (LiveRequest) -> [Node]) {
        self.typeName = typeName
        self.animatableData = animatableData
        self.makeTrack = makeTrack
        self.make = make
    }
}

/// One resolved view of one evaluation of the view tree: identity, kind, traits, and the frame layout gave it.
/// Trees are built once per state change and never mutated after layout, so frames can be drawn from any thread.
final class Node {
    /// The structural identity, e.g. `FloatingActionMenu/VStack/1/if/ForEach/0/HStack`.
    let path: String
    let kind: NodeKind
    var children: [Node]
    /// The transition trait (nil: the default, `.opacity`).
    var transition: AnyTransition?
    var accessibilityIdentifier: String?
    /// The SF Symbols name of an `Image(systemName:)`, which a script's `Tap` can find it by.
    var symbolName: String?
    /// The string of a `Text`, which a script's `Tap` can find it by.
    var textContent: String?
    /// What a tap runs (Button, onTapGesture).
    var tapAction: (@MainActor () -> Void)?
    /// For a `.modifier(active:identity:)` transition: the view resolved with the active modifier of its insertion
    /// (true) or removal (false) transition, at the same paths.
    var activeTransitionState: (@MainActor (_ insertion: Bool) -> Node?)?
    /// Gestures a script's touches drive (`.gesture`, `onLongPressGesture`, a Button's press), in the order added.
    var gestures: [GestureAttachment] = []
    /// What `.onAppear` runs when the view first shows (at the start, or when inserted).
    var appearActions: [@MainActor () -> Void] = []
    /// What `.onDisappear` runs when the view is removed.
    var disappearActions: [@MainActor () -> Void] = []
    /// The transaction in effect for this node's changes in the evaluation that made it.
    var transaction: Transaction
    var zIndex: Double = 0
    /// Stacks size higher priorities first (SwiftUI's `layoutPriority`).
    var layoutPriority: Double = 0
    /// The frame in the parent's coordinate space, in points, after layout (rounded to the pixel grid).
    var frame: CGRect = .zero
    /// The size its parent proposed in layout.
    var proposal = ProposedViewSize.unspecified
    /// Set on the nodes of content evaluated for one frame time: they are drawn as they are, without tracks.
    var isFrameContent = false
    /// For text: the width it was measured at, before pixel rounding. Drawing at a narrower width would wrap the
    /// text differently from how it was measured.
    var measuredTextWidth: CGFloat = 0

    init(path: String, kind: NodeKind, children: [Node] = [], transaction: Transaction) {
        self.path = path
        self.kind = kind
        self.children = children
        self.transaction = transaction
    }

    /// A short type name for inspection (`Circle`, `VStack`, `padding`).
    var displayName: String {
        switch kind {
        case let .shape(content): return content.typeName
        case .color: return "Color"
        case .symbol: return "Image"
        case .text: return "Text"
        case .spacer: return "Spacer"
        case let .stack(axis, _, _): return axis == .vertical ? "VStack" : "HStack"
        case .zstack: return "ZStack"
        case .padding: return "padding"
        case .frame: return "frame"
        case .fixedSize: return "fixedSize"
        case .aspectRatio: return "aspectRatio"
        case let .decoration(_, isOverlay): return isOverlay ? "overlay" : "background"
        case .offset: return "offset"
        case .opacity: return "opacity"
        case .scale: return "scaleEffect"
        case .rotation: return "rotationEffect"
        case .passthrough: return String(path.split(separator: "/").last ?? "")
        case let .live(content): return content.typeName
        case .matched: return "matchedGeometryEffect"
        case .alignmentGuide: return "alignmentGuide"
        case .position: return "position"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .divider: return "Divider"
        case .geometryReader: return "GeometryReader"
        case .coordinateSpace: return "coordinateSpace"
        case .shadow: return "shadow"
        case .blur: return "blur"
        case let .clip(content): return content.name
        case .mask: return "mask"
        case .image: return "Image"
        case let .preference(writer): return writer.modifierName
        case .preferenceObserver: return "onPreferenceChange"
        case let .preferenceReader(content): return content.isOverlay ? "overlayPreferenceValue" : "backgroundPreferenceValue"
        }
    }

    /// Traits travel outward through modifiers, so a container sees them on its direct children.
    func inheritTraits(from child: Node) {
        if transition == nil { transition = child.transition }
        if accessibilityIdentifier == nil { accessibilityIdentifier = child.accessibilityIdentifier }
        if zIndex == 0 { zIndex = child.zIndex }
        if layoutPriority == 0 { layoutPriority = child.layoutPriority }
    }

    /// A copy of the subtree, to lay out differently without touching this one.
    func copySubtree() -> Node {
        let copy = Node(path: path, kind: kind, children: children.map { $0.copySubtree() }, transaction: transaction)
        copy.transition = transition
        copy.accessibilityIdentifier = accessibilityIdentifier
        copy.zIndex = zIndex
        copy.layoutPriority = layoutPriority
        copy.frame = frame
        copy.measuredTextWidth = measuredTextWidth
        return copy
    }

    /// Every node of the subtree, depth first, self first.
    func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// The axis of a stack.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
}
