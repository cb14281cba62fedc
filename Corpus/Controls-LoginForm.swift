// expect: 0 LoginScreen/frame/padding/VStack/1/TextField frame 24 129 345 34  — padding 24 under the 59 pt safe area (83), the 34 pt title line, 12 spacing: 129; 393 − 48 = 345 wide; a rounded-border field is 22 + 2 × 6 = 34 tall
// expect: 0 LoginScreen/frame/padding/VStack/2/SecureField frame 24 175 345 34  — 129 + 34 + 12
// expect: 0.25 LoginScreen/frame/padding/VStack/1/TextField/content/TextFieldContent/if/overlay/background/padding/padding/frame/ZStack/else/Text text k  — typing starts at 0.2 with the first character
// expect: 0.65 LoginScreen/frame/padding/VStack/1/TextField/content/TextFieldContent/if/overlay/background/padding/padding/frame/ZStack/else/Text text kim@m  — one character per 0.1 s: k 0.2, i 0.3, m 0.4, @ 0.5, m 0.6
// expect: 2.2 LoginScreen/frame/padding/VStack/2/SecureField/content/TextFieldContent/if/overlay/background/padding/padding/frame/ZStack/else/Text text •••••••••  — "swordfish" is 9 characters, the last typed at 1.3 + 0.8 = 2.1, each drawn as a bullet
// expect: 1.0 LoginScreen/frame/padding/VStack/3/opacity opacity 0.5  — no password yet, so the button is dimmed
// expect: 2.2 LoginScreen/frame/padding/VStack/3/opacity opacity 1  — an e-mail with @ and a 9-character password enable it
import Zoetrope

/// A sign-in form: e-mail and password fields and a button that lights up once both are filled in.
struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isSignedIn = false

    private var canSignIn: Bool { email.contains("@") && password.count >= 6 }

    var body: some View {
        VStack(spacing: 12) {
            Text(isSignedIn ? "Signed in" : "Welcome back")
                .font(.title.bold())
            TextField("Email", text: $email, prompt: Text("name@example.com"))
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("email")
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Button {
                withAnimation(.spring(duration: 0.4)) { isSignedIn = true }
            } label: {
                Text("Sign In")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 12)
                    .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
            }
            .opacity(canSignIn ? 1 : 0.5)
        }
        .padding(24)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("login-form", device: .iPhone15Pro, duration: 3) { LoginScreen() } script: {
        Type("email", "kim@mail.co", at: 0.2)
        Type("Password", "swordfish", at: 1.3)
        Tap("Sign In", at: 2.4)
    },
]
