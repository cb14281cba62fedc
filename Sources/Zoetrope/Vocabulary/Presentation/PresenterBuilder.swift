import Foundation

/// The scene's root views when it has presentation slots: black behind, the presenting content (which shrinks
/// toward the top centre and rounds its corners as a sheet reaches its large detent), then the slots above.
struct PresenterBuilder {
    let context: ResolveContext
    let canvas: SceneCanvas

    /// `covered`: a full-screen cover has risen over the content, which is then left out of the tree (it cannot show;
    /// docs/approximations.md, "Covered screens").
    func nodes(content: [Node], presentations: [Node], covered: Bool = false) -> [Node] {
        let shrink = presentations.filter { !$0.children.isEmpty }
            .compactMap { $0.kind.as(PresentationKind.self)?.layout.presenterShrink }.max() ?? 0
        let shrinks = shrink > 0
        var motion = context
        motion.transaction.animation = context.transaction.disablesAnimations ? nil : SystemMotion.presentation
        let backdrop = motion.child("presenterBackdrop").resolve(Color.black.opacity(shrinks ? 1 : 0).ignoresSafeArea())
        let scale = 1 - shrink * (1 - SystemMotion.sheetPresenterScale)
        // The presenting screen's own background (a view controller's), which shrinks with it. Behind a sheet it is at
        // the elevated level, as UIKit lifts the presenting card: #1C1C1E in dark mode, so the shrunk presenter reads
        // as a dark-grey card on the black backdrop (issue 23 item 6); the colour changes with the presentation spring.
        let page = motion.child("presenterPage").resolve(Color.presenterBackground(elevation: shrink).ignoresSafeArea())
        let presenter = Node(path: "presenter",
                             kind: .presenter(PresenterKind(scale: scale, canvas: canvas, covered: covered ? Set(content.map(\.path)) : [])),
                             children: page + (covered ? [] : content), transaction: motion.transaction)
        presenter.allowsHitTesting = content.allSatisfy(\.allowsHitTesting)
        return backdrop + [presenter] + presentations
    }
}
