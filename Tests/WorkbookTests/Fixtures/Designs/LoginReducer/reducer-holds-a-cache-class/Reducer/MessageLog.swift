/// Remembers how many messages the reducer handled.
final class MessageLog: @unchecked Sendable {
    var count = 0
}
