#if FoundationForms
  /// The phases of an ``AsyncImage``'s load, as SwiftUI's `AsyncImagePhase`; here an image
  /// stays ``empty``.
  public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded: the image.
    case success(Image)
    /// Failed: why.
    case failure(any Error)

    /// The image loaded, if any.
    public var image: Image? {
      if case .success(let image) = self { image } else { nil }
    }

    /// Why the load failed, if it did.
    public var error: (any Error)? {
      if case .failure(let error) = self { error } else { nil }
    }
  }
#endif
