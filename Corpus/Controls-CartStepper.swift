// expect: 0 CartScreen/frame/padding/VStack/1/ForEach/1/Stepper/HStack/1/StepperPill/background frame 279 140 94 32  — padding 20 under the 59 pt safe area (79), the 41 pt large title, 20 spacing: 140; the pill trails at 20 + 353 − 94 = 279
// expect: 0 CartScreen/frame/padding/VStack/1/ForEach/2/Stepper/HStack/1/StepperPill/background frame 279 192 94 32  — the next row 32 + 20 lower
// expect: 0 CartScreen/frame/padding/VStack/3/HStack/2/Text text $11  — 1 × $3 + 2 × $4
// expect: 1.5 CartScreen/frame/padding/VStack/3/HStack/2/Text text $18  — after + on each row: 2 × $3 + 3 × $4
// expect: 1.5 CartScreen/frame/padding/VStack/1/ForEach/1/Stepper/HStack/0/frame/Text text Espresso × 2  — one tap on the first +
import Zoetrope

struct CartLine: Identifiable {
    let id: Int
    let name: String
    let price: Int
}

/// A coffee-shop basket: a quantity stepper per line and the total below.
struct CartScreen: View {
    @State private var quantities: [Int: Int] = [1: 1, 2: 2]
    private let lines = [CartLine(id: 1, name: "Espresso", price: 3), CartLine(id: 2, name: "Croissant", price: 4)]

    private var total: Int {
        lines.reduce(0) { sum, line in sum + line.price * (quantities[line.id] ?? 0) }
    }

    private func quantity(of line: CartLine) -> Binding<Int> {
        Binding(get: { quantities[line.id] ?? 0 }, set: { quantities[line.id] = $0 })
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Your Order").font(.largeTitle.bold())
            ForEach(lines) { line in
                Stepper(value: quantity(of: line), in: 0...9) {
                    Text("\(line.name) × \(quantities[line.id] ?? 0)")
                }
            }
            Divider()
            HStack {
                Text("Total").font(.headline)
                Spacer()
                Text("$\(total)").font(.headline)
            }
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("cart-stepper", device: .iPhone15Pro, duration: 2) { CartScreen() } script: {
        Tap("plus", at: 0.5)
        Tap("plus", occurrence: 2, at: 1.0)
    },
]
