import Zoetrope

// A segmented tab bar whose underline slides to the selected tab with matchedGeometryEffect.
// expect: 0.1 ForEach/0/overlay/decoration/if/matchedGeometryEffect/frame/Capsule bounds 46.667 457.667 100 3  — three 100-pt tabs, 300 wide, centred: (393 − 300)/2 = 46.5 → 46.667; the row is 44 tall at 59 + (759 − 44)/2 = 416.5 → 416.667, the 3-pt underline at its bottom: 416.667 + 41
// expect: 0.4 matchedGeometryEffect/frame/Capsule bounds 146.667 457.667 100 3  — tapped "Saved" (the third) at 0.2, linear over 0.4 s: halfway from the first tab's x 46.667 to the third's 246.667
// expect: 0.8 ForEach/2/overlay/decoration/if/matchedGeometryEffect/frame/Capsule bounds 246.667 457.667 100 3  — under the third tab

struct TabHeader: View {
    @Namespace private var underline
    @State private var selected = 0
    let titles = ["All", "Recent", "Saved"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .fontWeight(selected == index ? .semibold : .regular)
                    .frame(width: 100, height: 44)
                    .overlay(alignment: .bottom) {
                        if selected == index {
                            Capsule()
                                .fill(Color.accentColor)
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        }
                    }
                    .onTapGesture { withAnimation(.linear(duration: 0.4)) { selected = index } }
            }
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("tab-underline", device: .iPhone15Pro, duration: 1) { TabHeader() } script: { Tap("Saved", at: 0.2) },
]
