extension Node {
  /// Presents the node `content` builds as a popover while `isPresented` is true: on an
  /// iPhone, a popover is presented as a sheet, and so it is here, as
  /// ``sheet(isPresented:onDismiss:content:)`` presents it (R12.4). `arrowEdge`, where the
  /// arrow would point on a larger screen, is ignored.
  public func popover<Content: Node>(
    isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
    @HierarchyBuilder content: @escaping @MainActor () -> Content
  ) -> some Node {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents the node `content` builds for `item` as a popover while `item` is not `nil`: on
  /// an iPhone, a sheet, as ``sheet(item:onDismiss:content:)`` presents it (R12.4).
  public func popover<Item: Identifiable, Content: Node>(
    item: Binding<Item?>, arrowEdge: Edge? = nil,
    @HierarchyBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some Node {
    sheet(item: item, content: content)
  }
}
