import Foundation

// A call written on a `@dynamicCallable` value records no use of what it runs.
@dynamicCallable
struct Lookup {
    func dynamicallyCall(withArguments names: [String]) -> String? {
        names.first.flatMap { ProcessInfo.processInfo.environment[$0] }
    }
}

struct Banner {
    let lookup = Lookup()
    func title() -> String { lookup("TITLE") ?? "" }
}
