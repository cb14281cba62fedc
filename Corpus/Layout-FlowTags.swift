import Zoetrope

// A flow layout of tags (a custom Layout, as in many public "tag cloud" samples): rows wrap at the width offered.
// expect: 0 FlowLayout frame 16 59 361 112  — three rows of 32 (three tags, three, one) with 8 between: 3 × 32 + 2 × 8 = 112 tall, 361 wide
// expect: 0 ForEach/Swift/background bounds 16 59 100 32  — the layout is offered 393 − 2 × 16 = 361 pt at the safe area's top (59); the first tag at its top-leading corner
// expect: 0 ForEach/Design/background bounds 248 59 100 32  — 100-pt tags 16 apart: x = 16 + 2 × (100 + 16) = 248; a fourth would end at 16 + 3 × 116 + 100 = 464 > 377
// expect: 0 ForEach/Springs/background bounds 16 99 100 32  — so it wraps: the next row 32 + 8 lower, 99

struct FlowLayout: Layout {
    var spacing: CGFloat = 16
    var lineSpacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                y += rowHeight + lineSpacing
                x = 0
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: proposal.width ?? widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
                y += rowHeight + lineSpacing
                x = bounds.minX
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TagCloud: View {
    let tags = ["Swift", "Motion", "Design", "Springs", "Layout", "Colour", "Type"]

    var body: some View {
        VStack {
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.subheadline)
                        .frame(width: 100, height: 32)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                }
            }
            Spacer()
        }
        .padding(.horizontal, 16)
    }
}

let scenes: [MotionScene] = [
    MotionScene("flow-tags", device: .iPhone15Pro, duration: 0.5) { TagCloud() },
]
