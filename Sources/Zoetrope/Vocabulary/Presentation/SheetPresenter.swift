import Foundation

/// The `.sheet` and `.fullScreenCover` modifiers: the presenting view resolves as usual; the presentation slot (at
/// the modifier's path) goes above the scene's root views, holding the dimming and the sheet while presented.
/// Both arrive and leave with the system's spring (`SystemMotion.presentation`), whatever the transaction (unless
/// it disables animations); a `.navigationTransition(.zoom(sourceID:in:))` on the presented view zooms it out of
/// its source instead of raising it.
struct SheetPresenter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let style: PresentationStyle
    /// The presented view and an identity for it (the item's id), or nil when nothing is presented.
    let presented: () -> (view: any View, identity: String)?
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content)
        let slot = context.child(style == .sheet ? "sheet" : "fullScreenCover")
        let graph = context.graph
        let shown = presented()
        // Each presentation is a new view, with state of its own (SwiftUI discards a dismissed sheet's state): the
        // second and later ones get a numbered identity.
        let wasShown = graph.lastObservedValue(slot.path + "#presented") as? String
        var count = graph.lastObservedValue(slot.path + "#presentations") as? Int ?? 0
        if let shown, wasShown != shown.identity { count += 1 }
        _ = graph.animationValueChanged(count, key: slot.path + "#presentations")
        // A presentation that goes away runs onDismiss after the evaluation.
        if graph.animationValueChanged(shown?.identity, key: slot.path + "#presented"), shown == nil, let onDismiss {
            graph.changeActions.append(onDismiss)
        }
        var motion = Transaction()
        motion.animation = context.transaction.disablesAnimations ? nil : SystemMotion.presentation
        var children: [Node] = []
        var layout = PresentationLayout(sheet: .zero, cornerRadius: 0, showsGrabber: false)
        // A view whose content presents itself again (its flag starting true), directly or through other views, would
        // nest without end (the stack overflowed): the presentation past the bound is an error naming the view.
        let depthLimit = PresentationNesting.limit
        if let shown, context.environment.presentationDepth >= depthLimit {
            let name = PresentationNesting.name(of: shown.view)
            let message = "\(name) is presented inside \(depthLimit) nested presentations (sheets and covers), the most "
                + "Zoetrope shows: it is not shown (does it present itself, directly or through other views, with its "
                + "presenting state starting true?)"
            graph.reportOnce(.error, path: slot.path, message)
        }
        if let shown, let canvas = graph.canvas, context.environment.presentationDepth < depthLimit {
            let info = PresentationInfo()
            var inner = slot.child(count > 1 ? "\(shown.identity)-\(count)" : shown.identity)
            inner.environment.presentation = info
            inner.environment.presentationDepth = context.environment.presentationDepth + 1
            inner.environment.navigation = NavigationEnvironment(controller: nil, screen: info.screen, depth: 0)
            let dismiss = self.dismiss
            inner.environment.dismiss = DismissAction { dismiss() }
            let contentNodes = inner.child("content").resolve(shown.view)
            let dragged = graph.storage(for: slot.path + "#drag", initial: CGFloat(0))
            let chosen = graph.storage(for: slot.path + "#detent", initial: PresentationDetent?.none)
            if info.selection == nil, let detent = chosen.value { info.selection = Binding(get: { detent }, set: { _ in }) }
            for detent in info.detents.sorted(by: { "\($0)" < "\($1)" }) {
                guard let problem = detent.problem else { continue }
                let message = "presentationDetents on \(PresentationNesting.name(of: shown.view)): " + problem
                if !graph.issues.contains(where: { $0.path == slot.path && $0.message == message }) {
                    graph.report(.warning, path: slot.path, message)
                }
            }
            // A detent that is not a number is ignored, as a NaN frame dimension is (the large one if none is left).
            let numbers = info.detents.filter(\.isNumber)
            if numbers.count != info.detents.count { info.detents = numbers.isEmpty ? [.large] : numbers }
            layout = sheetLayout(info, canvas: canvas)
            if style == .sheet {
                layout = dragging(layout, by: dragged.value, info: info, canvas: canvas, storage: dragged, chosen: chosen)
                follow(&layout, info: info, canvas: canvas)
            }
            let zoom = info.screen.zoomSource
            // A sheet that zooms out of its source leaves the screen below in place (our reading: the zoom replaces
            // the card presentation).
            if zoom != nil { layout.presenterShrink = 0 }
            layout.covers = style == .fullScreenCover && zoom == nil
            if style == .sheet {
                let dimming = slot.child("dimming")
                let dim = dimming.node(.presentationDimming,
                                       children: dimming.resolve(Color.black.opacity(SystemMotion.sheetDimming * layout.dimming)))
                // The dimming comes and goes in step with the sheet: the same animation (iOS animates both with the
                // presentation's animator), so it is as far along as the sheet is on every frame.
                dim.transition = AnyTransition.opacity.animation(zoom != nil ? SystemMotion.zoom : motion.animation)
                children.append(dim)
            }
            // Presented content is at the elevated level: its background is #1C1C1E in dark mode (issue 23).
            let background = inner.child("background").resolve(info.background ?? (style == .sheet ? Color.elevatedSystemBackground
                                                                                                   : Color.systemBackground))
            var parts = background + [inner.child("contentGroup").single(contentNodes)]
            if layout.showsGrabber {
                parts.append(contentsOf: inner.child("grabber").resolve(
                    Capsule().fill(Color.gray.opacity(0.5)).frame(width: 36, height: 5)))
            }
            let sheet = Node(path: inner.path, kind: .sheetContainer(layout), children: parts, transaction: motion)
            // The sheet rises from just below the bottom edge and falls back there: it moves by the distance from its
            // top to the bottom of the canvas, so its top is at the bottom edge at the start (it used to start a whole
            // canvas lower and show nothing for the first frames while the screen already dimmed).
            let travel = max(canvas.size.height - layout.sheet.minY, 0)
            let transition = zoom.map { AnyTransition([ZoomNavigationTransition(source: $0)]) }
                ?? AnyTransition.offset(CGSize(width: 0, height: travel))
            // The rise and fall take the slot's transaction (the presentation spring, or none when animations are
            // disabled) in the evaluation that presents or dismisses, not the one that last built the sheet: a sheet
            // last built under a dragging finger still leaves with the spring.
            sheet.transition = zoom == nil ? transition : transition.animation(SystemMotion.zoom)
            sheet.zIndex = 1
            children.append(sheet)
        }
        graph.presentations.append(Node(path: slot.path, kind: .presentation(layout), children: children, transaction: motion))
        return nodes
    }

    /// The sheet's place on the canvas at its selected detent (the smallest when nothing selects one).
    private func sheetLayout(_ info: PresentationInfo, canvas: SceneCanvas) -> PresentationLayout {
        let size = canvas.size
        guard style == .sheet else {
            return PresentationLayout(sheet: CGRect(origin: .zero, size: size), cornerRadius: 0, showsGrabber: false)
        }
        if FloatingSheetMetrics.isRegularWidth(canvas) {
            // In regular width a sheet floats, centred, at its sizing's size; detents do not apply.
            var layout = PresentationLayout(sheet: FloatingSheetMetrics.rect(info.sizing, on: canvas),
                                            cornerRadius: info.cornerRadius ?? NavigationMetrics.sheetCornerRadius,
                                            showsGrabber: info.dragIndicator == .visible)
            layout.floats = true
            return layout
        }
        let large = PresentationDetent.largeHeight(on: canvas)
        let heights = info.detents.map { $0.resolved(large: large) }
        let selected = info.selection.map { $0.wrappedValue }.flatMap { info.detents.contains($0) ? $0 : nil }
        let height = selected?.resolved(large: large) ?? heights.min() ?? large
        let grabber = info.dragIndicator == .visible || (info.dragIndicator == .automatic && info.detents.count > 1)
        return PresentationLayout(sheet: CGRect(x: 0, y: size.height - height, width: size.width, height: height),
                                  cornerRadius: info.cornerRadius ?? NavigationMetrics.sheetCornerRadius, showsGrabber: grabber)
    }

    /// The presenter's shrink and the dimming for where the sheet's top is now (at rest or under a finger):
    /// `PresentationLayout.presenterShrink` and `.dimming`.
    private func follow(_ layout: inout PresentationLayout, info: PresentationInfo, canvas: SceneCanvas) {
        if layout.floats {
            // Nothing shrinks behind a floating sheet; the dimming fades as it is dragged toward the bottom edge.
            let rest = FloatingSheetMetrics.rect(info.sizing, on: canvas).minY, bottom = canvas.size.height
            layout.presenterShrink = 0
            layout.dimming = bottom > rest ? Double(min(max((bottom - layout.sheet.minY) / (bottom - rest), 0), 1)) : 1
            return
        }
        let large = PresentationDetent.largeHeight(on: canvas)
        let tops = info.detents.map { canvas.size.height - $0.resolved(large: large) }
        let top = layout.sheet.minY, bottom = canvas.size.height
        func fraction(_ value: CGFloat, from zero: CGFloat, to one: CGFloat) -> CGFloat {
            one == zero ? (value <= one ? 1 : 0) : min(max((value - zero) / (one - zero), 0), 1)
        }
        // The large detent's top; a sheet with no detent that tall never shrinks what is below.
        let largeTop = bottom - large
        if tops.contains(where: { $0 <= largeTop }) {
            let lower = tops.filter { $0 > largeTop }.min() ?? bottom
            layout.presenterShrink = fraction(top, from: lower, to: largeTop)
        }
        layout.dimming = fraction(top, from: bottom, to: tops.max() ?? bottom)
    }

    /// The sheet moved `offset` points by a finger (down; up grows it to at most the large detent), and what a
    /// finger on it changes.
    private func dragging(_ layout: PresentationLayout, by offset: CGFloat, info: PresentationInfo, canvas: SceneCanvas,
                          storage: StateStorage<CGFloat>, chosen: StateStorage<PresentationDetent?>) -> PresentationLayout {
        var result = layout
        let large = PresentationDetent.largeHeight(on: canvas)
        let rest = layout.sheet
        // A floating sheet only goes down under a finger (and springs back or is dismissed).
        let lifted = layout.floats ? max(offset, 0) : max(offset, -(large - rest.height))
        result.sheet = lifted >= 0 ? rest.offsetBy(dx: 0, dy: lifted)
            : CGRect(x: rest.minX, y: rest.minY + lifted, width: rest.width, height: rest.height - lifted)
        let selection = info.selection
        let dismiss = self.dismiss
        result.drag = SheetDrag(
            restingTop: rest.minY,
            detentTops: layout.floats ? [(info.selection?.wrappedValue ?? .large, rest.minY)]
                : info.detents.sorted { $0.resolved(large: large) < $1.resolved(large: large) }
                .map { ($0, canvas.size.height - $0.resolved(large: large)) },
            canvasHeight: canvas.size.height,
            follow: { storage.set($0) },
            settle: { detent in
                storage.set(0)
                chosen.set(detent)
                selection?.wrappedValue = detent
            },
            dismiss: {
                storage.set(0)
                chosen.set(nil)
                dismiss()
            })
        return result
    }

}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true; `onDismiss` runs when it goes away.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetPresenter(content: self, style: .sheet, presented: { isPresented.wrappedValue ? (content(), "presented") : nil },
                       dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a sheet for `item` while it is not nil; a different item is a different sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetPresenter(content: self, style: .sheet, presented: { item.wrappedValue.map { (content($0), presentationIdentity($0.id)) } },
                       dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetPresenter(content: self, style: .fullScreenCover, presented: { isPresented.wrappedValue ? (content(), "presented") : nil },
                       dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetPresenter(content: self, style: .fullScreenCover,
                       presented: { item.wrappedValue.map { (content($0), presentationIdentity($0.id)) } },
                       dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

/// A path component for a presented item's id.
func presentationIdentity(_ id: some Hashable) -> String {
    "item-" + String(String(describing: id).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }.prefix(32))
}

/// The bound on presentations nested in one another (docs/approximations.md, "Presentations nested too deep").
enum PresentationNesting {
    /// Sheets and covers inside one another, at most; the one past it is not shown and is an error of the scene.
    static let limit = 32

    /// The presented view's type, as the user wrote it (`Sheet`, not `Module.Sheet`).
    static func name(of view: any View) -> String {
        String(describing: type(of: view))
    }
}
