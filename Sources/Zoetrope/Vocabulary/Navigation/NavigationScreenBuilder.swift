import Foundation

/// Turns a stack's evaluated screens into its nodes: each screen in its parallax wrapper (the element the push
/// transition moves), then the top screen's bar material, then every screen's bar items (only the top's show at rest).
struct NavigationScreenBuilder {
    /// One evaluated screen: where it resolves, what its modifiers declared, and its content's nodes.
    struct Screen {
        let context: ResolveContext
        let info: NavigationScreenInfo
        let content: [Node]
        /// Its depth on the stack: 0 for the root.
        let depth: Int
    }

    let stack: ResolveContext
    let controller: NavigationController
    /// The transaction the stack's own motion uses: the push animation, or none when animations are disabled.
    let motion: Transaction

    /// The nodes of a stack of `count` screens, from `screens`: the evaluated ones, bottom first (the root, and the
    /// top three). Screens below the top two are left out of the tree (covered, they cannot show); one evaluated only
    /// for what the screen above it reads of it (its title, its display mode) makes no nodes.
    func nodes(for screens: [Screen], count: Int) -> [Node] {
        var result: [Node] = []
        var modes: [Int: NavigationBarItem.TitleDisplayMode] = [:]
        var mode: NavigationBarItem.TitleDisplayMode = .large
        let top = count - 1
        let byDepth = Dictionary(uniqueKeysWithValues: screens.map { ($0.depth, $0) })
        for screen in screens {
            // `.automatic` takes the previous screen's mode; the root's is large. (An unevaluated screen in between
            // counts as automatic.)
            let declared = screen.info.displayMode
            mode = declared == .automatic ? mode : declared
            modes[screen.depth] = mode
            guard screen.depth >= top - 1 else { continue }
            let covering = screen.depth < top ? byDepth[screen.depth + 1] : nil
            result.append(screenNode(screen, depth: screen.depth, count: count,
                                     showsLargeTitle: mode == .large && screen.info.title != nil && !screen.info.barHidden,
                                     coveredBy: covering))
        }
        let topScreen = byDepth[top]!
        if !topScreen.info.barHidden {
            result.append(barNode(for: topScreen, isLarge: modes[top] == .large && topScreen.info.title != nil))
        }
        // The top screen's items and the ones below it (what a pop or an interactive pop brings back); deeper ones
        // would be transparent, so a deep stack does not pay for them.
        for screen in screens where screen.depth >= top - 1 && !screen.info.barHidden {
            let depth = screen.depth
            for part in [NavigationBarContent.Part.fixed, .sliding] {
                result.append(itemsNode(for: screen, part: part, depth: depth, count: count,
                                        isLarge: modes[depth] == .large && screen.info.title != nil,
                                        previousTitle: depth > 0 ? byDepth[depth - 1]?.info.title : nil))
            }
        }
        return result
    }

    private func screenNode(_ screen: Screen, depth: Int, count: Int, showsLargeTitle: Bool, coveredBy covering: Screen?) -> Node {
        let context = screen.context
        let zooms = covering?.info.zoomSource != nil
        let backdrop = context.child("background")
        let background = backdrop.child("group").single(backdrop.resolve(Color.systemBackground))
        let content = context.child("contentGroup").child("group").single(screen.content)
        var children = [background, content]
        if showsLargeTitle, let title = screen.info.title {
            let text = Text(title).font(.system(size: 34, weight: .bold))
            // With a scroll view, the title moves up with its content and slides under the inline bar.
            let view: any View = screen.scrollView.map {
                ScrollLinked(content: text, scroll: $0, effect: .collapse(under: NavigationMetrics.inlineBarHeight))
            } ?? text
            let largeTitle = context.child("largeTitle")
            children.append(largeTitle.child("group").single(largeTitle.resolve(view)))
        }
        var dimming = context.child("dimming")
        dimming.transaction.animation = motion.animation.map { _ in SystemMotion.systemCurve }
        let below = covering != nil && depth == count - 2
        let amount = covering == nil ? 0 : (zooms ? SystemMotion.zoomDimming : SystemMotion.pushDimming)
            * (below ? (1 - Double(controller.interactivePop)) * (1 - zoomDragProgress) : 1)
        children.append(dimming.child("group").single(dimming.resolve(Color.black.opacity(amount))))
        let barHeight = screen.info.barHidden ? 0
            : NavigationMetrics.inlineBarHeight + (showsLargeTitle ? NavigationMetrics.largeTitleHeight : 0)
        let layout = NavigationScreenLayout(barHeight: barHeight, hasLargeTitle: showsLargeTitle)
        let screenNode = context.child("screen").node(.navigationScreen(layout), children: children)
        let width = stack.graph.canvas?.size.width ?? 0
        // An interactive pop moves the top screen with the finger and brings the one below back in step.
        let drag = controller.interactivePop
        let isTop = covering == nil
        let isBelowTop = !isTop && depth == count - 2
        let shift: CGFloat
        if isTop {
            shift = drag * width
        } else if zooms {
            shift = 0
        } else {
            shift = -SystemMotion.pushParallax * width * (isBelowTop ? 1 - drag : 1)
        }
        var zoomDrag = ZoomDrag()
        if isTop, screen.info.zoomSource != nil, let canvas = stack.graph.canvas {
            let held = controller.zoomDrag
            zoomDrag = ZoomDrag(translation: held.translation, grab: held.grab, canvas: canvas.size)
        }
        let wrapper = Node(path: context.path, kind: .parallax(shift, zoomDrag: zoomDrag), children: [screenNode], transaction: motion)
        wrapper.zIndex = Double(depth)
        wrapper.allowsHitTesting = covering == nil
        if depth > 0 {
            let transition: AnyTransition
            if let key = screen.info.zoomSource {
                transition = AnyTransition([ZoomNavigationTransition(source: key)])
            } else {
                // Slid in from the trailing edge by the canvas width, in points (a fraction would leave the spring's
                // last percent of the width, several points, to snap away at its finish).
                // A screen an interactive pop has moved leaves from where the finger left it.
                transition = .asymmetric(insertion: .offset(x: width), removal: .offset(x: width * (1 - drag)))
            }
            // A push's slide takes the stack's transaction (the push animation, or none when animations are
            // disabled) in the evaluation that inserts or removes the screen, not the one that last built it: a
            // screen last built while a finger dragged it (animations disabled) still leaves with the spring.
            wrapper.transition = screen.info.zoomSource != nil ? transition.animation(SystemMotion.zoom) : transition
        }
        return wrapper
    }

    /// How far a finger has dragged the zoomed-in top screen toward dismissal, 0…1 (`ZoomDrag.progress`).
    private var zoomDragProgress: Double {
        guard let canvas = stack.graph.canvas else { return 0 }
        return Double(ZoomDrag(translation: controller.zoomDrag.translation, canvas: canvas.size).progress)
    }

    /// Over a scroll view the bar's material appears once content scrolls under it (past the large title, which
    /// collapses over 52 pt), and a large screen's inline title fades in as the large one slides under the bar.
    private func scrollEdge(of screen: Screen, isLarge: Bool) -> BarScrollEdge? {
        let collapse: CGFloat = isLarge ? NavigationMetrics.largeTitleHeight : 0
        // The large title's last line sits 8 pt above the large area's bottom: it has gone wholly under the bar 8 pt
        // before the area has, and the inline title is fully in by then.
        return screen.scrollView.map { BarScrollEdge(scroll: $0, titleThreshold: isLarge ? collapse - 8 : nil, backgroundStart: collapse) }
    }

    /// The top screen's bar material, which cross-fades with the next one's at a push or pop.
    private func barNode(for screen: Screen, isLarge: Bool) -> Node {
        let context = stack.child("bar-" + (screen.context.path.split(separator: "/").last.map(String.init) ?? "root"))
        let node = context.node(.navigationBar, children: context.resolve(NavigationBarBackground(scrollEdge: scrollEdge(of: screen, isLarge: isLarge))))
        node.zIndex = 1_000_000
        node.transition = AnyTransition.opacity.animation(SystemMotion.systemCurve)
        return node
    }

    /// One part of a screen's bar items. As UIKit's bar does at a push, the new title (and back button) comes in from
    /// the trailing side with its screen while the old title moves toward the back button's place and fades, so two
    /// centred titles are never drawn over each other; toolbar items cross-fade where they are. The top screen's
    /// items rest in place; those of the screen below are transparent, its title and back button half the bar's
    /// width toward the leading side; an inserted screen's title arrives from half the width toward the trailing
    /// side, and a popped screen's leaves that way. Under an interactive pop both follow the finger's progress
    /// (issue 23 items 3 and 4).
    private func itemsNode(for screen: Screen, part: NavigationBarContent.Part, depth: Int, count: Int, isLarge: Bool,
                           previousTitle: String?) -> Node {
        let name = screen.context.path.split(separator: "/").last.map(String.init) ?? "root"
        var context = stack.child((part == .sliding ? "barTitle-" : "barItems-") + name)
        context.transaction = motion
        let info = screen.info
        let controller = self.controller
        let items = info.toolbarItems
        let principal = items.filter { $0.placement.slot == .principal }.map(\.view)
        let leading = items.filter { $0.placement.slot == .leading }.map(\.view)
        let trailing = items.filter { $0.placement.slot == .trailing }.map(\.view)
        let top = count - 1
        if depth == top, items.contains(where: { $0.placement.slot == .bottom }) {
            stack.graph.report(.warning, path: screen.context.path, "toolbar items placed at .bottomBar are not drawn yet")
        }
        let showsBack = depth > 0 && !info.backButtonHidden
        let bar = NavigationBarContent(title: isLarge && screen.scrollView == nil ? nil : info.title, principal: principal,
                                       backTitle: showsBack ? (previousTitle ?? "Back") : nil,
                                       leading: leading, trailing: trailing, scrollEdge: scrollEdge(of: screen, isLarge: isLarge),
                                       pop: { controller.pop() }, part: part)
        let half = part == .sliding ? (stack.graph.canvas?.size.width ?? 0) / 2 : 0
        let drag = controller.interactivePop
        // Under a zoom's interactive dismissal the bar goes with the shrinking screen: it fades over the first fifth
        // of the way, and the one below comes back.
        let fade = min(zoomDragProgress / 0.2, 1)
        let shift: CGFloat, alpha: Double
        if depth == top {
            (shift, alpha) = (half * drag, Double(1 - drag) * (1 - fade))
        } else if depth == top - 1 {
            (shift, alpha) = (-half * (1 - drag), max(Double(drag), fade))
        } else {
            (shift, alpha) = (-half, 0)
        }
        let node = context.node(.navigationBar, children: context.resolve(bar.offset(x: shift).opacity(alpha)))
        node.zIndex = 1_000_001 + Double(2 * depth) + (part == .sliding ? 1 : 0)
        node.allowsHitTesting = depth == top
        if depth > 0 {
            let transition = half == 0 ? AnyTransition.opacity
                : .asymmetric(insertion: AnyTransition.offset(x: half).combined(with: .opacity),
                              removal: AnyTransition.offset(x: half * (1 - drag)).combined(with: .opacity))
            node.transition = info.zoomSource != nil ? transition.animation(SystemMotion.zoom) : transition
        }
        return node
    }
}

extension NavigationScreenBuilder.Screen {
    /// The screen's scroll view: the first one in its content, depth first; nil when it has none.
    var scrollView: Node? {
        func find(_ node: Node) -> Node? {
            if node.kind.is(ScrollKind.self) { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        for node in content { if let found = find(node) { return found } }
        return nil
    }
}

extension NavigationScreenInfo {
    /// The source a `.zoom` navigation transition zooms out of, if the screen declared one.
    var zoomSource: TransitionSourceKey? {
        if case let .zoom(key)? = transition?.style { return key }
        return nil
    }
}
