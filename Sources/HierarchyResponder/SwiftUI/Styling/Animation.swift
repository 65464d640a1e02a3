/// An animation, as SwiftUI's `Animation`: for `animation(_:value:)` and `withAnimation`. A
/// hierarchy changes at once, so it is accepted and ignored (R12.8).
public struct Animation: Hashable, Sendable {
  /// The default animation.
  public static let `default` = Animation()
  /// Easing in and out.
  public static let easeInOut = Animation()
  /// Easing in.
  public static let easeIn = Animation()
  /// Easing out.
  public static let easeOut = Animation()
  /// At a constant speed.
  public static let linear = Animation()
  /// A spring.
  public static let spring = Animation()
  /// A spring that bounces.
  public static let bouncy = Animation()
  /// A quick spring.
  public static let snappy = Animation()
  /// A smooth spring.
  public static let smooth = Animation()

  /// Easing in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation() }
  /// Easing in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation() }
  /// Easing out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation() }
  /// At a constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation() }
  /// A spring of a response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation { Animation() }
  /// A spring of a duration and bounce.
  public static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation() }
  /// A spring of a mass, stiffness and damping, whose velocity carries over when it is
  /// interrupted.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { Animation() }
  /// A spring of a duration and bounce, whose velocity carries over when it is interrupted.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation { Animation() }
  /// A spring that reacts at once to touches.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { Animation() }

  /// This animation, started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation, repeated `count` times.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation, repeated without end.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a hierarchy has no animations, so SwiftUI's `withAnimation` changes
/// state as a plain call would.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// How a node comes and goes, as SwiftUI's `AnyTransition`: for `transition(_:)`.
public struct AnyTransition: Hashable, Sendable {
  /// Fading.
  public static let opacity = AnyTransition()
  /// Sliding in from the leading side and out to the trailing one.
  public static let slide = AnyTransition()
  /// Growing and shrinking.
  public static let scale = AnyTransition()
  /// No transition.
  public static let identity = AnyTransition()

  /// Growing from and shrinking to `scale` of the node's size, about `anchor`.
  public static func scale(scale: LayoutLength, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition()
  }
  /// Moving in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moving in from and out to an offset of `x` and `y` points.
  public static func offset(x: LayoutLength = 0, y: LayoutLength = 0) -> AnyTransition {
    AnyTransition()
  }
  /// Pushing in from `edge`, the old content moving out to the opposite one.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moving in from and out to the sides of `insertion` and `removal`.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }
  /// This transition with `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`: for
/// `presentationDetents(_:)`.
public struct PresentationDetent: Hashable, Sendable {
  /// The detent's description, which tells detents apart in a set.
  let description: String

  /// Half the screen.
  public static let medium = PresentationDetent(description: "medium")
  /// The full screen.
  public static let large = PresentationDetent(description: "large")
  /// A fraction of the screen.
  public static func fraction(_ fraction: LayoutLength) -> PresentationDetent {
    PresentationDetent(description: "fraction \(fraction)")
  }
  /// A height in points.
  public static func height(_ height: LayoutLength) -> PresentationDetent {
    PresentationDetent(description: "height \(height)")
  }
}
