import Foundation
import ZoetropeDisplay

/// A presentation slot above the scene's root views: it fills the root; while presented it holds the dimming
/// (over the whole canvas) and the sheet (at its detent), each arriving and leaving with its own transition.
struct PresentationKind: ViewKind {
    let layout: PresentationLayout

    func name(of node: Node) -> String { "presentation" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in engine: LayoutEngine) -> Bool {
        for child in node.children {
            let rect = child.kind.is(SheetContainerKind.self) ? layout.sheet : space.bounds
            engine.place(child, at: CGPoint(x: rect.minX - global.minX, y: rect.minY - global.minY),
                         proposal: ProposedViewSize(rect.size), in: inner)
        }
        return true
    }
}

/// The dimming behind a sheet: fills what it is offered.
struct PresentationDimmingKind: ViewKind {
    func name(of node: Node) -> String { "dimming" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A presented sheet or cover: its background fills it, its content is centred in it (as a window's root view is),
/// its grabber sits 5 pt below its top edge, and it clips what it holds to its rounded top corners (all four when
/// it floats).
struct SheetContainerKind: ViewKind {
    let layout: PresentationLayout

    func name(of node: Node) -> String { "sheet" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in engine: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let full = ProposedViewSize(size)
        return node.children.enumerated().map { index, child in
            switch index {
            case 0: return LayoutEngine.ChildPlacement(origin: .zero, proposal: full)
            case 1:
                let s = engine.size(of: child, proposal: full)
                return LayoutEngine.ChildPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2),
                                                   proposal: full)
            default:
                let s = engine.size(of: child, proposal: full)
                return LayoutEngine.ChildPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: 5), proposal: full)
            }
        }
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        guard layout.cornerRadius > 0 else { return }
        let r = CGSize(width: layout.cornerRadius, height: layout.cornerRadius)
        // A floating sheet (an iPad's form sheet) rounds all four corners; one along the bottom edge its top two.
        let bottom = layout.floats ? r : .zero
        layer.clip = DisplayPath.roundedRect(CGRect(origin: .zero, size: layer.frame.size), topLeft: r, topRight: r,
                                             bottomRight: bottom, bottomLeft: bottom)
    }
}

extension NodeKind {
    static func presentation(_ layout: PresentationLayout) -> NodeKind { NodeKind(PresentationKind(layout: layout)) }
    static var presentationDimming: NodeKind { NodeKind(PresentationDimmingKind()) }
    static func sheetContainer(_ layout: PresentationLayout) -> NodeKind { NodeKind(SheetContainerKind(layout: layout)) }
}
