/// A notifier of the type asked for, made with nothing.
@MainActor
func defaultNotifier<Notifier: MakeableNotifier>(_ type: Notifier.Type) -> any CustomerNotifier {
    Notifier()
}
