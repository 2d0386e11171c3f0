import Foundation

/// The moment a load finished.
enum LoadStamp {
    static func now() -> Date {
        Date()
    }
}
