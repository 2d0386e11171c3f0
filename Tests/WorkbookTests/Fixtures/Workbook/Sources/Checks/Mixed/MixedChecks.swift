@testable import Mixed
import KataKit

@main
struct MixedChecks: Kata {
    static let checks = [
        Check("doubling 2 gives 4") { expectEqual(double(2), 4, "double(2)") },
        Check("tripling 2 gives 6") { expectEqual(triple(2), 6, "triple(2)") },
        Check("unfinished code is finished") { expectEqual(unfinished(), 0, "unfinished()") },
        Check("spinning ends") { expectEqual(spin(), 0, "spin()") },
        Check("chatty code still answers") { expectEqual(chatty(), 1, "chatty()") },
    ]
}
