import Zoetrope

/// A "Today" card that opens into its story: the cover image and the title each carry a matched id, so they
/// travel from the card into the detail page (`.snappy`) while the rest of the list and the story's text cross-fade.
/// The cover matches its whole frame; the titles match only their leading edge's position (`properties: .position,
/// anchor: .leading`), each keeping its own size, as designers match text: a title laid out at a shared size would
/// re-wrap when the shared width reaches its own, near the end of the morph (docs/approximations.md).
@MainActor let cardDetailScene = MotionScene("card-detail", device: .iPhone15Pro, duration: 2) {
    TodayStories()
} script: {
    Tap("story-card", at: 0.3)
}

struct TodayStories: View {
    @Namespace private var story
    @State private var isOpen = false

    var body: some View {
        ZStack {
            if isOpen {
                StoryDetail(namespace: story)
            } else {
                VStack(alignment: .leading, spacing: 16) {
                    Text("FRIDAY, 13 JUNE").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
                    Text("Today").font(.largeTitle.bold()).padding(.top, -12)
                    StoryCard(namespace: story)
                        .onTapGesture { withAnimation(.snappy) { isOpen = true } }
                        .accessibilityIdentifier("story-card")
                    RoundedRectangle(cornerRadius: 20)
                        .fill(.linearGradient(colors: [.mint, .green], startPoint: .top, endPoint: .bottom))
                        .frame(height: 180)
                }
                .padding(20)
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
    }
}

/// The cover picture of the story: an evening gradient with a paper plane.
struct StoryCover: View {
    var body: some View {
        LinearGradient(colors: [.cyan, .blue, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            .overlay {
                Image(systemName: "paperplane.fill").font(.system(size: 64)).foregroundStyle(.white.opacity(0.85))
            }
    }
}

/// The card in the list: the cover with the title and a subtitle below it, on a white rounded card.
struct StoryCard: View {
    let namespace: Namespace.ID

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            StoryCover()
                .matchedGeometryEffect(id: "card.image", in: namespace)
                .frame(height: 240)
            VStack(alignment: .leading, spacing: 4) {
                Text("Hidden Coves").font(.title2.bold())
                    .matchedGeometryEffect(id: "card.title", in: namespace, properties: .position, anchor: .leading)
                Text("Five beaches you can only reach on foot").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(16)
        }
        .background(.white)
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.15), radius: 16, y: 6)
    }
}

/// The opened story: the cover edge to edge at the top, the title larger, and the text of the story.
struct StoryDetail: View {
    let namespace: Namespace.ID

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            StoryCover()
                .matchedGeometryEffect(id: "card.image", in: namespace)
                .frame(height: 360)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: "xmark.circle.fill").font(.title).foregroundStyle(.white.opacity(0.8))
                        .padding(.top, 60).padding(.trailing, 20)
                }
            VStack(alignment: .leading, spacing: 12) {
                Text("Hidden Coves").font(.largeTitle.bold())
                    .matchedGeometryEffect(id: "card.title", in: namespace, properties: .position, anchor: .leading)
                Text("Five beaches you can only reach on foot").font(.headline).foregroundStyle(.secondary)
                Text("Leave the car at the lighthouse and follow the cliff path south. The first cove opens up after "
                     + "twenty minutes, a half-moon of pale sand that the tide covers twice a day.")
            }
            .padding(.horizontal, 20)
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .ignoresSafeArea(edges: .top)
    }
}
