import Foundation
import ZoetropeDisplay

/// One resolved view of one evaluation of the view tree: identity, kind, traits, and the frame layout gave it.
/// Trees are built once per state change and never mutated after layout, so frames can be drawn from any thread.
final class Node {
    // What every frame reads of every node comes first, down to `preparedOutline` (a shape's), so that it shares a few
    // cache lines (a frame of thousands of views reads them all; docs/performance.md, "Cost follows what shows").
    /// The structural identity, e.g. `FloatingActionMenu/VStack/1/if/ForEach/0/HStack`.
    let path: String
    let kind: NodeKind
    var children: [Node]
    /// Its kind's `walkTraits`, kept here: the trace walk tests them for every node at every frame.
    let walkTraits: WalkTraits
    /// `path.hashValue`, for the track lookups of every frame (`TrackKey`).
    let pathHash: Int
    /// Where this node's tracks are in its timeline's store, found once when the timeline is made
    /// (`SceneTimeline.init`): sampling a frame then hashes and compares no key. Nil until then, and for nodes made
    /// later (live content), which look their tracks up by key.
    var trackIndices: NodeTrackIndices?
    /// The frame in the parent's coordinate space, in points, after layout (rounded to the pixel grid).
    var frame: CGRect = .zero
    /// Set on the nodes of content evaluated for one frame time: they are drawn as they are, without tracks.
    var isFrameContent = false
    var zIndex: Double = 0
    var accessibilityIdentifier: String?
    /// A shape leaf's outline at its laid-out size, made with `trackIndices` when the shape has no animatable data
    /// (`ShapeKind.preparedOutline`): a frame that draws the shape at that size shares it instead of building the same
    /// path again.
    var preparedOutline: DisplayPath?
    // The rest is read while evaluating, hit-testing or inspecting.
    /// The transition trait (nil: the default, `.opacity`).
    var transition: AnyTransition?
    /// False when the view and what it holds receive no touches (`.allowsHitTesting(false)`, a covered screen).
    var allowsHitTesting = true
    /// Inside `.disabled(true)`: a script's tap on it is drawn and does nothing (no error: the point may be to show
    /// that nothing happens).
    var isDisabled = false
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
    /// What containers read of their children: tags, tab items, grid cell spans and column alignments.
    var containerTraits = ContainerTraits()
    /// Stacks size higher priorities first (SwiftUI's `layoutPriority`).
    var layoutPriority: Double = 0
    /// The canvas origin of its parent's layout frame (`Node.visitLayout`: laid-out frames summed, no effect),
    /// recorded by `EvaluatedTree`: where the node is laid out again (a modifier transition's active state, a
    /// morphing matched member), whose safe area and pixel grid are layout's. Never where it is drawn: that is the
    /// trace walk's transform (`CanvasPlacement` for kinds that need it).
    var parentLayoutOrigin: CGPoint = .zero
    /// The size its parent proposed in layout.
    var proposal = ProposedViewSize.unspecified
    /// For text: the width it was measured at, before pixel rounding. Drawing at a narrower width would wrap the
    /// text differently from how it was measured.
    var measuredTextWidth: CGFloat = 0
    /// For text that shrinks to fit (`.minimumScaleFactor`), the scale layout chose; 1 otherwise.
    var textScale: Double = 1
    /// For a container that draws one child chosen by layout (`ViewThatFits`), that child's index; -1 before layout.
    var chosenChild: Int32 = -1
    /// For a scroll view: how far its frame reaches past the safe area on each edge (its content is inset by as
    /// much, and scrolls under the bars there), set by layout.
    var scrollInsets = EdgeInsets()
    /// `.safeAreaPadding` set on this scroll view: more safe area, which insets its content as content margins do.
    var scrollSafeAreaPadding = EdgeInsets()
    /// How far what the view draws reaches past its frame into the unsafe area (a navigation screen's background):
    /// a zoom transition morphs that whole rectangle, not only the frame.
    var bleed = EdgeInsets()


    init(path: String, kind: NodeKind, children: [Node] = [], transaction: Transaction) {
        self.path = path
        self.pathHash = path.hashValue
        self.kind = kind
        walkTraits = kind.walkTraits
        self.children = children
        self.transaction = transaction
    }

    /// A short type name for inspection (`Circle`, `VStack`, `padding`).
    var displayName: String { kind.name(of: self) }

    /// Traits travel outward through modifiers, so a container sees them on its direct children.
    func inheritTraits(from child: Node) {
        if transition == nil { transition = child.transition }
        if accessibilityIdentifier == nil { accessibilityIdentifier = child.accessibilityIdentifier }
        if zIndex == 0 { zIndex = child.zIndex }
        if layoutPriority == 0 { layoutPriority = child.layoutPriority }
        containerTraits.inherit(child.containerTraits)
    }

    /// A copy of the subtree, to lay out differently without touching this one.
    func copySubtree() -> Node {
        let copy = Node(path: path, kind: kind, children: children.map { $0.copySubtree() }, transaction: transaction)
        copy.transition = transition
        copy.accessibilityIdentifier = accessibilityIdentifier
        copy.allowsHitTesting = allowsHitTesting
        copy.zIndex = zIndex
        copy.layoutPriority = layoutPriority
        copy.containerTraits = containerTraits
        copy.frame = frame
        copy.measuredTextWidth = measuredTextWidth
        copy.scrollInsets = scrollInsets
        copy.scrollSafeAreaPadding = scrollSafeAreaPadding
        copy.bleed = bleed
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
