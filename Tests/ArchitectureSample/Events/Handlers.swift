/// Something that happened.
protocol Event {}

/// An event with a name: what conforms to it conforms to `Event` too.
protocol NamedEvent: Event {}

struct Saved: Event {}

struct Renamed {}

extension Renamed: NamedEvent {}

/// A service, which a handler should be given rather than make.
final class Mailer {}

/// A handler that makes its own service, on purpose.
struct Notify {
    func handle(_ event: Saved) {
        _ = Mailer()
    }

    func handle(_ event: Renamed) {}
}
