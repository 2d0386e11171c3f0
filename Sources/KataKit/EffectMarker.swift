/// What a check's supervisor writes on the check's output when the code tries an effect that
/// is denied and reported (``EffectGuard``): `ESC ] kata-effect ; <code> BEL`. The supervisor
/// writes it before it answers the call, so the runner has read it before the check's result.
///
/// The code cannot take a marker back (only the runner reads the output); it can print one,
/// which fails only its own check.
package enum EffectMarker {
    /// The bytes before the effect's code.
    package static let prefix: [UInt8] = [0x1B, 0x5D] + Array("kata-effect;".utf8)
    package static let terminator: UInt8 = 0x07

    /// The marker of an effect (``sentence(of:)``'s code).
    package static func bytes(of code: UInt8) -> [UInt8] {
        prefix + [code, terminator]
    }

    /// The sentence a check fails with when the code tried the effect with this code.
    package static func sentence(of code: UInt8) -> String {
        switch code {
        case 1: "the code tried to open a network connection; in this kata only the injected transport may talk to a server"
        case 2: "the code tried to start a program (exec); a check's code never needs one, and the kata's code may not run other programs"
        default: "the code tried an effect a check's process may not have"
        }
    }

    /// Finds markers in output read piece by piece: a marker cut between two pieces is found too.
    package struct Scanner: Sendable {
        private var matched = 0
        /// The codes found so far, each once, in the order first found.
        package private(set) var codes: [UInt8] = []

        package init() {}

        package mutating func scan(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                if matched == EffectMarker.prefix.count {
                    if !codes.contains(byte) { codes.append(byte) }
                    matched = 0
                    continue
                }
                if byte == EffectMarker.prefix[matched] {
                    matched += 1
                } else {
                    matched = byte == EffectMarker.prefix[0] ? 1 : 0
                }
            }
        }
    }
}
