// expect: 0.3 OnboardingSteps/Text text Welcome  — the first step shows until 0.8 s
// expect: 1.0 OnboardingSteps/Text text Pick a theme  — asyncAfter(.now() + 0.8) moved to step 1
// expect: 2.0 OnboardingSteps/Text text All set  — asyncAfter(.now() + 1.6) moved to step 2
import Zoetrope

struct OnboardingSteps: View {
    @State private var step = 0
    private let titles = ["Welcome", "Pick a theme", "All set"]
    var body: some View {
        Text(titles[step])
            .font(.title)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { step = 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.6) { step = 2 }
            }
    }
}

let scenes: [MotionScene] = [MotionScene("onboarding", device: .iPhone15Pro, duration: 3) { OnboardingSteps() }]
