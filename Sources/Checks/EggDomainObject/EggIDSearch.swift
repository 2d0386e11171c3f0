// The lesson's promise for every text an identifier may come as (issue 49): a text that is a
// UUID gives the EggID of that UUID, written as UUID writes it; any other text throws
// invalidIdentifier with that text. Drawn from all of Unicode, and from UUIDs changed at one
// place: another case, a space around, a look-alike digit (fullwidth, Arabic-Indic), a piece of
// any text in place of one character.
#if CHANGE_SOLUTION
@testable import EggDomainObjectChangeSolution
#elseif SOLUTION
@testable import EggDomainObjectSolution
#else
@testable import EggDomainObject
#endif
import Foundation
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.StateMachine

/// A text given to `EggID(identifier:)`, shown as the check's words show texts.
struct IdentifierText: CustomStringConvertible {
    let text: String

    var description: String { "EggID(identifier: \(quoted(text)))" }
}

enum IdentifierTexts {
    static let hexDigits = Array("0123456789abcdefABCDEF")
    /// Characters that look like a hexadecimal digit, or that `Character.isHexDigit` accepts,
    /// and are not one of UUID's.
    static let lookAlikes: [Character] = ["０", "９", "Ａ", "Ｆ", "ａ", "ｆ", "٣", "۵", "𝟎", "Ⅽ", "é", "e\u{301}", "\u{0}"]

    /// A UUID written with digits of either case.
    static let uuid = Generator<String> { choices in
        var text = ""
        for position in 0..<36 {
            text.append([8, 13, 18, 23].contains(position) ? "-" : hexDigits[choices.index(below: hexDigits.count)])
        }
        return text
    }

    /// A UUID changed at one place, so that it is one no longer (or still is, in another case).
    static let nearUUID = Generator<String> { choices in
        var characters = Array(uuid.draw(&choices))
        let position = choices.index(below: characters.count)
        switch choices.index(below: 5) {
        case 0: characters[position] = lookAlikes[choices.index(below: lookAlikes.count)]
        case 1: characters.replaceSubrange(position...position, with: Generator<String>.text(length: 0...3).draw(&choices))
        case 2: characters.insert(contentsOf: Generator<String>.whitespace(length: 1...3).draw(&choices), at: choices.index(below: 2) == 0 ? 0 : characters.count)
        case 3: characters.remove(at: position)
        default: return String(characters).uppercased()
        }
        return String(characters)
    }

    static let operations: [Generator<IdentifierText>] = [
        uuid.map(IdentifierText.init),
        nearUUID.map(IdentifierText.init),
        Generator<String>.text(length: 0...80).map(IdentifierText.init),
    ]
}

/// The identifiers made so far, each with what `EggID(identifier:)` gave: its identifier, or the error.
final class IdentifierAttempts {
    var last: (text: String, outcome: Result<String, any Error>)?
}

/// Every text the search draws gives what the lesson says of it: a UUID its canonical text,
/// anything else `EggError.invalidIdentifier` with the text.
@MainActor
func eggIDMachine() -> StateMachine<Int, IdentifierAttempts, IdentifierText> {
    StateMachine(
        model: 0,
        system: { IdentifierAttempts() },
        operations: IdentifierTexts.operations,
        perform: { step, attempts in
            do {
                attempts.last = (step.text, .success(try EggID(identifier: step.text).identifier))
            } catch {
                attempts.last = (step.text, .failure(error))
            }
        },
        next: { _, count in count += 1 },
        compare: { _, attempts in
            guard let (text, outcome) = attempts.last else { return nil }
            let expected: Result<String, any Error> = UUID(uuidString: text).map { .success($0.uuidString) }
                ?? .failure(EggError.invalidIdentifier(text))
            guard said(outcome) != said(expected) else { return nil }
            return Difference(observed: "EggID.init(identifier:)", "expected \(said(expected)), got \(said(outcome))")
        })
}

/// An outcome of `EggID(identifier:)` in the lesson's words.
private func said(_ outcome: Result<String, any Error>) -> String {
    switch outcome {
    case .success(let identifier): "the identifier \(quoted(identifier))"
    case .failure(EggError.invalidIdentifier(let text)): "EggError.invalidIdentifier(\(quoted(text)))"
    case .failure(let error): "the error \(error)"
    }
}
