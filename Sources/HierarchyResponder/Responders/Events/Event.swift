/// Marks a type as an event that nodes can send up the tree with ``TriggerEvent``.
///
/// It has no requirements: any struct, enum or class can be an event and carry whatever it
/// needs. It exists so that the library's signatures say `any Event`, not `Any`.
public protocol Event {}
