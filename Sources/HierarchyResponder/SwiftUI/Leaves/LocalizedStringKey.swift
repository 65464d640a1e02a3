/// SwiftUI's `LocalizedStringKey`, which a hierarchy shows as written: the key is the text,
/// in every language (a hierarchy localizes nothing). A literal, an interpolation
/// (`"\(count) items"`) and `LocalizedStringKey("Done")` make one; `Text`, `Button`, `Label`
/// and every control that takes a title take it as the string it is (R12.6).
public typealias LocalizedStringKey = String
