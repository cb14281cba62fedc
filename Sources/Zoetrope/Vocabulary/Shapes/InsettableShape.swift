import Foundation

/// A shape that can inset itself, so that a border can be stroked inside it: SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side (outset when negative).
    func inset(by amount: CGFloat) -> InsetShape
}

/// `rect` inset by `amount` on every side; nil when nothing is left or the input is not finite.
func insetRect(_ rect: CGRect, by amount: CGFloat) -> CGRect? {
    let r = rect.standardized
    guard amount.isFinite, r.width - 2 * amount >= 0, r.height - 2 * amount >= 0 else { return nil }
    return CGRect(x: r.minX + amount, y: r.minY + amount, width: r.width - 2 * amount, height: r.height - 2 * amount)
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle inset by `amount`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { insetRect(rect, by: amount).map { Path($0) } ?? Path() }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
        public var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rounded rectangle inset by `amount`, its corner size reduced by the same amount so the outline stays
    /// parallel to the original.
    public struct _Inset: InsettableShape {
        public var base: RoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let inner = insetRect(rect, by: amount) else { return Path() }
            let size = CGSize(width: max(0, base.cornerSize.width - amount), height: max(0, base.cornerSize.height - amount))
            return Path(roundedRect: inner, cornerSize: size, style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
        public var animatableData: AnimatablePair<RoundedRectangle.AnimatableData, CGFloat> {
            get { AnimatablePair(base.animatableData, amount) }
            set { (base.animatableData, amount) = (newValue.first, newValue.second) }
        }
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// An uneven rounded rectangle inset by `amount`, each radius reduced by the same amount.
    public struct _Inset: InsettableShape {
        public var base: UnevenRoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let inner = insetRect(rect, by: amount) else { return Path() }
            return Path(roundedRect: inner, cornerRadii: base.cornerRadii.inset(by: amount), style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
        public var animatableData: AnimatablePair<UnevenRoundedRectangle.AnimatableData, CGFloat> {
            get { AnimatablePair(base.animatableData, amount) }
            set { (base.animatableData, amount) = (newValue.first, newValue.second) }
        }
    }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A circle inset by `amount`: the circle of `Circle` in the inset frame.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { insetRect(rect, by: amount).map { Circle().path(in: $0) } ?? Path() }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
        public var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An ellipse inset by `amount`: the ellipse of the inset frame.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { insetRect(rect, by: amount).map { Path(ellipseIn: $0) } ?? Path() }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
        public var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A capsule inset by `amount`: the capsule of the inset frame, whose end radius shrinks by the same amount.
    public struct _Inset: InsettableShape {
        public var base: Capsule
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { insetRect(rect, by: amount).map { base.path(in: $0) } ?? Path() }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
        public var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}
