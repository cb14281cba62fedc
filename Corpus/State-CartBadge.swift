// expect: 0.1 if/offset/background/frame/Text absent -  — the cart is empty before the first tap: no badge
// expect: 0.6 CartBadge/ZStack/1/if/offset/background/frame/Text text 1  — Add Tea at 0.2 s appends to the model the badge reads through @EnvironmentObject
// expect: 1.4 CartBadge/ZStack/1/if/offset/background/frame/Text text 2  — the second tap at 0.9 s
// expect: 1.4 CartBadge/ZStack/1/if/offset/background/frame/Text opacity 1  — inserted at 0.2 s with scale and opacity; a 0.3 s spring has long settled
import Zoetrope
import Combine

/// A shop screen: the cart lives in one model handed down with environmentObject; the badge and the add button
/// read it with @EnvironmentObject, and the badge pops in when the first item arrives.
final class CartModel: ObservableObject {
    @Published var items: [String] = []
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartModel

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "cart")
                .font(.title)
            if !cart.items.isEmpty {
                Text("\(cart.items.count)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .frame(width: 18, height: 18)
                    .background(Color.red, in: Circle())
                    .offset(x: 8, y: -8)
                    .transition(.scale.combined(with: .opacity))
            }
        }
    }
}

struct AddButton: View {
    @EnvironmentObject var cart: CartModel
    let product: String

    var body: some View {
        Button("Add \(product)") {
            withAnimation(.spring(duration: 0.3, bounce: 0.4)) { cart.items.append(product) }
        }
        .buttonStyle(.bordered)
    }
}

struct ShopScreen: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        VStack(spacing: 32) {
            CartBadge()
            AddButton(product: "Tea")
        }
        .environmentObject(cart)
    }
}

let scenes: [MotionScene] = [
    MotionScene("cart-badge", device: .iPhone15Pro, duration: 1.5) { ShopScreen() } script: {
        Tap("Add Tea", at: 0.2)
        Tap("Add Tea", at: 0.9)
    },
]
