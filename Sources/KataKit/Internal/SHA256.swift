/// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104), for signing the results channel's lines
/// (see ``ResultsChannel``): Foundation has no hash on Linux, and the package has no dependency.
package struct SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    /// Adds `bytes` to the message: whole blocks straight from their buffer, the rest kept for
    /// the next call. Written to be quick unoptimized too (a debug build's checks sign every line,
    /// and KataKit has no optimization flag of its own: a pack depends on it by version).
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        var bytes = Array(bytes)
        defer { Platform.zero(&bytes) }
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            start = min(64 - pending.count, bytes.count)
            pending += bytes[0..<start]
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress($0.baseAddress!) }
            Platform.zero(&pending) // a key's block leaves no copy behind
            pending.removeAll(keepingCapacity: true)
        }
        bytes.withUnsafeBufferPointer { buffer in
            while buffer.count - start >= 64 {
                compress(buffer.baseAddress! + start)
                start += 64
            }
        }
        pending += bytes[start...]
    }

    /// The digest of everything given to ``update(_:)``: 32 bytes.
    package mutating func finish() -> [UInt8] {
        let bits = length &* 8
        var tail: [UInt8] = [0x80] + [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        tail += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
        update(tail)
        return state.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
    }

    package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finish()
    }

    /// HMAC-SHA256 of `message` under `key`. The copies of the key it makes are zeroed before
    /// it returns.
    package static func authenticationCode(of message: some Sequence<UInt8>, key: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? hash(key) : key
        block += Array(repeating: 0, count: 64 - block.count)
        var innerPad = block.map { $0 ^ 0x36 }, outerPad = block.map { $0 ^ 0x5c }
        defer {
            Platform.zero(&block)
            Platform.zero(&innerPad)
            Platform.zero(&outerPad)
        }
        var inner = SHA256()
        inner.update(innerPad)
        inner.update(message)
        var outer = SHA256()
        outer.update(outerPad)
        outer.update(inner.finish())
        return outer.finish()
    }

    /// Mixes the 64-byte block at `chunk` into the state, through buffers rather than arrays'
    /// subscripts: the same arithmetic, about five times quicker unoptimized.
    private mutating func compress(_ chunk: UnsafePointer<UInt8>) {
        var words = [UInt32](repeating: 0, count: 64)
        words.withUnsafeMutableBufferPointer { w in
            for index in 0..<16 {
                let at = chunk + index * 4
                w[index] = UInt32(at[0]) << 24 | UInt32(at[1]) << 16 | UInt32(at[2]) << 8 | UInt32(at[3])
            }
            for index in 16..<64 {
                let (x, y) = (w[index - 15], w[index - 2])
                let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
                let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
                w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
            }
            state.withUnsafeMutableBufferPointer { state in
                Self.roundConstants.withUnsafeBufferPointer { k in
                    var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
                    for index in 0..<64 {
                        let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                        let t1 = h &+ sum1 &+ ((e & f) ^ (~e & g)) &+ k[index] &+ w[index]
                        let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                        let t2 = sum0 &+ ((a & b) ^ (a & c) ^ (b & c))
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                    for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= value }
                }
            }
        }
        words.withUnsafeMutableBytes(zeroBytes)
    }
}

extension Sequence<UInt8> {
    /// The bytes in lowercase hexadecimal.
    package var hexadecimal: String {
        map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}
