import Foundation

/// Reading a model-based check's machine (`StateMachine(…, perform: …, compare: …)`) and its
/// failure (`after load (offline), tap: expected the rows …, got …`) as text.
extension CodeLocator {
    /// The names a text calls, as members or alone, in order, once each: `editor.save()` gives `save`.
    static func calledNames(in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(?<![\w])([a-z_][A-Za-z0-9_]*)\("#) else { return [] }
        var names: [String] = []
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let name = String(text[range])
            guard !ignored.contains(name), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// The name of the last step of a model-based check's failure: "after load (offline), change
    /// shell to large: expected …" gives `change`.
    static func lastStep(in message: String) -> String? {
        guard message.hasPrefix("after ") else { return nil }
        var depth = 0
        var step = ""
        var last = ""
        for character in message.dropFirst("after ".count) {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 && (character == "," || character == ":") {
                last = step
                step = ""
                if character == ":" { break }
                continue
            }
            step.append(character)
        }
        let name = last.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The text of the closure passed under a label: `compare: { model, screen in … }`.
    static func closure(labelled label: String, in text: String) -> String? {
        guard let start = text.range(of: #"\b\#(label):\s*\{"#, options: .regularExpression) else { return nil }
        var depth = 1
        var body = ""
        for character in text[start.upperBound...] {
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth == 0 { return body }
            }
            body.append(character)
        }
        return body
    }

    /// The labelled arguments of the calls in a text, in order: `difference(rows: screen.shownTodos,
    /// error: screen.shownError)` gives `rows` and `error`, each with what it passes.
    static func labelledArguments(in text: String) -> [(label: String, argument: String)] {
        guard let regex = try? NSRegularExpression(pattern: #"[(,]\s*([A-Za-z_][A-Za-z0-9_]*):\s*([^,()]+(?:\([^()]*\)[^,()]*)*)"#) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let label = Range(match.range(at: 1), in: text), let argument = Range(match.range(at: 2), in: text) else { return nil }
            return (String(text[label]), String(text[argument]))
        }
    }
}
