// expect: 0 TaskListScreen/animation/frame/padding/VStack/0/Picker/segmented/SegmentedControl/background frame 16 75 361 32  — padding 16 under the 59 pt safe area: y 75, 393 − 32 = 361 wide, UISegmentedControl's 32 pt
// expect: 1.5 GeometryReader/animation/opacity/offset/frame/shadow/RoundedRectangle bounds 256 77 119 28  — three segments share 361 − 4 = 357 pt (119 each); "Done" is the third: 16 + 2 + 2 × 119 = 256, 2 pt below the top (77), 32 − 4 = 28 tall
// expect: 0.65 GeometryReader/animation/opacity/offset/frame/shadow/RoundedRectangle bounds 213.4 77 119 28 ±3.6  — the picker's own .smooth(duration: 0.3) (innermost animation wins over the list's easeInOut), 0.15 s in: ωt = 2π / 0.3 × 0.15 = π, p = 1 − (1 + π)·e^−π = 0.8210 of the way from x 18 (All) to 256 (Done): 18 + 0.8210 × 238 = 213.4; ± 1.5 % of 238 for SwiftUI's 300 Hz integration
// expect: 1.5 TaskListScreen/animation/frame/padding/VStack/1/Text text Showing 2 of 5  — two of the five tasks are done
// expect: 0 TaskListScreen/animation/frame/padding/VStack/1/Text text Showing 5 of 5  — all five before the tap
// expect: 0 VStack/2/ForEach/1/background/decoration/RoundedRectangle frame 16 149 361 46  — below the picker (75 + 32), 12 spacing, the 18 pt footnote line and 12 more: 149; 22 pt text + 2 × 12 padding = 46
// expect: 0.65 VStack/2/ForEach/2/background/decoration/RoundedRectangle opacity 0.5  — "Renew passport" is open, so the Done filter removes it with .opacity under easeInOut(0.3): half-way (0.15 s) the curve is at exactly 0.5 by symmetry
import Zoetrope

enum TaskFilter: String, CaseIterable, Identifiable {
    case all = "All", open = "Open", done = "Done"
    var id: Self { self }
}

struct TaskItem: Identifiable {
    let id: Int
    let title: String
    let isDone: Bool
}

/// A to-do list with a segmented filter; the rows fade in and out as the filter changes.
struct TaskListScreen: View {
    @State private var filter = TaskFilter.all
    private let tasks = [
        TaskItem(id: 1, title: "Book flights", isDone: true),
        TaskItem(id: 2, title: "Renew passport", isDone: false),
        TaskItem(id: 3, title: "Water the plants", isDone: true),
        TaskItem(id: 4, title: "Call the bank", isDone: false),
        TaskItem(id: 5, title: "Pack", isDone: false),
    ]

    private var visible: [TaskItem] {
        switch filter {
        case .all: return tasks
        case .open: return tasks.filter { !$0.isDone }
        case .done: return tasks.filter(\.isDone)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Filter", selection: $filter) {
                ForEach(TaskFilter.allCases) { filter in
                    Text(filter.rawValue)
                }
            }
            .pickerStyle(.segmented)
            Text("Showing \(visible.count) of \(tasks.count)")
                .font(.footnote)
                .foregroundStyle(.secondary)
            ForEach(visible) { task in
                HStack {
                    Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(task.isDone ? .green : .secondary)
                    Text(task.title)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
                .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                .transition(.opacity)
            }
        }
        .padding(16)
        .frame(maxHeight: .infinity, alignment: .top)
        .animation(.easeInOut(duration: 0.3), value: filter)
    }
}

let scenes: [MotionScene] = [
    MotionScene("segmented-filter", device: .iPhone15Pro, duration: 2) { TaskListScreen() } script: {
        Tap("Done", at: 0.5)
    },
]
