import Foundation

/// A JSON document as Python's `json.loads` reads it, for validators transcribed from Python: a
/// number written without a fraction or an exponent is an integer (`int`), any other a float;
/// `true` and `false` are booleans, never numbers (Foundation's `JSONSerialization` blurs both).
indirect enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case float(Double)
    case bool(Bool)
    case null

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// - Throws: ``Invalid`` when `data` is not one JSON value (surrounded by white space).
    static func parse(_ data: Data) throws -> JSONValue {
        var reader = Reader(bytes: Array(data))
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw Invalid(description: "text after the value at byte \(reader.index)") }
        return value
    }

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var asString: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    var asInteger: Int? {
        guard case .integer(let number) = self else { return nil }
        return number
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        static let escapes: [UInt8: Unicode.Scalar] = [0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x62: "\u{8}", 0x66: "\u{C}", 0x6E: "\n", 0x72: "\r", 0x74: "\t"]

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func fail(_ what: String) -> Invalid { Invalid(description: "\(what) at byte \(index)") }

        mutating func value() throws -> JSONValue {
            skipSpace()
            guard index < bytes.count else { throw fail("no value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return try number()
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else { throw fail("not \(word)") }
            index += expected.count
        }

        mutating func object() throws -> JSONValue {
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("no key") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("no colon") }
                index += 1
                members[key] = try value()
                skipSpace()
                guard index < bytes.count else { throw fail("unclosed object") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { throw fail("no comma") }
            }
        }

        mutating func array() throws -> JSONValue {
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value())
                skipSpace()
                guard index < bytes.count else { throw fail("unclosed array") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "]") { return .array(elements) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { throw fail("no comma") }
            }
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run = [] }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard index < bytes.count else { throw fail("unclosed escape") }
                    let escape = bytes[index]
                    index += 1
                    if let scalar = Self.escapes[escape] {
                        scalars.append(scalar)
                    } else if escape == UInt8(ascii: "u") {
                        var code = try hex()
                        if (0xD800...0xDBFF).contains(code), bytes.count - index >= 6, bytes[index] == 0x5C, bytes[index + 1] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex()
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    } else {
                        throw fail("unknown escape")
                    }
                case 0x00..<0x20:
                    throw fail("raw control character in a string")
                default:
                    run.append(byte)
                }
            }
            throw fail("unclosed string")
        }

        mutating func hex() throws -> UInt32 {
            guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw fail("bad \\u escape")
            }
            index += 4
            return code
        }

        mutating func number() throws -> JSONValue {
            let start = index
            let allowed = Set("0123456789+-.eE".utf8)
            while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil else {
                throw fail("not a number: \(text)")
            }
            if text.allSatisfy({ $0 == "-" || $0.isNumber }), let integer = Int(text) { return .integer(integer) }
            guard let float = Double(text) else { throw fail("not a number: \(text)") }
            return .float(float)
        }
    }
}
