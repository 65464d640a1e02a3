/// The key of a localized string, as SwiftUI's `LocalizedStringKey`, spelt so that an app's
/// `let title: LocalizedStringKey` passes to ``Text``, ``Toggle``, ``Button`` and every
/// initializer that takes a title. A hierarchy does not localize: the key is the string shown,
/// as in an app without a strings file, so it is a `String`.
public typealias LocalizedStringKey = String
