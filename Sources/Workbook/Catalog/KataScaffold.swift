import Foundation

/// The files of a new kata that builds and meets ``KataContract`` as a draft: a starter and its
/// reference, checks with one behaviour check and one rule, a lesson with the contract's
/// sections, hints, and its catalog entry. `kata dev new` writes them.
struct KataScaffold: Equatable, Sendable {
    /// One file to write, or a link to make (a path relative to the link's folder).
    struct File: Equatable, Sendable {
        var path: String
        var contents: String
        var isLink = false
    }

    var id: String
    var title: String

    /// `caching-repository` gives `CachingRepository`.
    var module: String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A kata id: lowercase words of letters and digits joined by hyphens, starting with a letter.
    static func isValid(id: String) -> Bool {
        id.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"#, options: .regularExpression) != nil
    }

    var kata: KataInfo {
        var kata = KataInfo(id: id, module: module, title: title, open: "Greeting.swift", hints: hints)
        kata.draft = true
        return kata
    }

    var files: [File] {
        let checks = "Sources/Checks/\(module)"
        return [
            File(path: "Katas/\(module)/Greeting.swift", contents: starter),
            File(path: "Starters/\(module)/Greeting.swift", contents: starter),
            File(path: "Katas/\(module)/README.md", contents: lesson),
            File(path: "Solutions/\(module)/Greeting.swift", contents: reference),
            File(path: "\(checks)/\(module)Checks.swift", contents: checksFile),
            File(path: "\(checks)/\(module)Entry.swift", contents: "/// The first act's executable runs the first act's checks and rules.\n@main\nextension \(module)Checks {}\n"),
            File(path: "Sources/SolutionChecks/\(module)/\(module)Checks.swift", contents: "../../Checks/\(module)/\(module)Checks.swift", isLink: true),
            File(path: "Sources/SolutionChecks/\(module)/\(module)Entry.swift", contents: "../../Checks/\(module)/\(module)Entry.swift", isLink: true),
        ]
    }

    var hints: [String] {
        [
            "Start from the first failing check: it says what `Greeting(name:).text` returned and what was expected.",
            "The text is built from `name` alone: nothing else is needed, and nothing but Foundation may be imported.",
            "`var text: String { \"Hello, \\(name)!\" }`",
        ]
    }

    private var starter: String {
        """
        /// What the screen shows to welcome someone.
        struct Greeting {
            var name: String

            /// The text shown: `Hello, <name>!`.
            var text: String {
                // Your code here.
                ""
            }
        }

        """
    }

    private var reference: String {
        """
        /// What the screen shows to welcome someone.
        struct Greeting {
            var name: String

            /// The text shown: `Hello, <name>!`.
            var text: String {
                "Hello, \\(name)!"
            }
        }

        """
    }

    private var checksFile: String {
        """
        #if SOLUTION
        @testable import \(module)Solution
        #else
        @testable import \(module)
        #endif
        import KataKit

        /// The checks of the first act. `@main` is in \(module)Entry.swift.
        struct \(module)Checks: Kata {
            static let checks: [Check] = [
                Check("the greeting names the person") {
                    KataKit.expectEqual(Greeting(name: "Ada").text, "Hello, Ada!", "Greeting(name: \\"Ada\\").text")
                },
            ]

            static let rules: [Rule] = [
                Rule("Greeting imports only Foundation",
                     because: "a value the screen shows is plain data: it compiles and is tested without any framework") { code in
                    code.files(declaring: "Greeting").mustImportOnly("Foundation")
                },
            ]
        }

        """
    }

    private var lesson: String {
        """
        # \(title)

        A draft made by `kata dev new \(id)`: every section below is the author's to write.
        The contract (AUTHORING.md, or `kata dev check \(id)`) says what each must hold.

        ## The problem

        Say what goes wrong in code written without this kata's idea, with a short example a
        learner recognises from their own work. Name the article or the talk the kata comes from,
        and say what the learner will be able to do after the kata that they could not before:
        the idea in one sentence, then the trade-off it brings, so that the rules below read as
        the consequences of that idea rather than as a list to obey.

        ## The architecture rules

        1. **Greeting imports only Foundation.** A value the screen shows is plain data: it
           compiles and is tested without any framework.

        ## Steps

        1. Run `swift run kata run \(id)` and read the first failing check.
        2. Open `Katas/\(module)/Greeting.swift` and make `text` greet the person by name.
        3. Run the checks again until every check and rule passes.

        ## What is tried at run time

        The checks build a `Greeting` named Ada and compare its text with `Hello, Ada!`.
        List here every input the checks try, so that a learner can reproduce a failure.

        ## Boundaries the checks draw

        The checks call `Greeting(name:)` and `text` only: every other name is the learner's.
        Say here what the learner may rename, split or add, and what the checks hold fixed.

        ## Questions for discussion

        - When would the simplest version of this code be the better one?
        - Which rule would you drop first in a team of two, and why?

        """
    }
}

extension KataScaffold {
    /// The catalog's text with this kata's entry added last, the rest of the file as it was.
    func catalogText(adding entry: KataInfo, to text: String) throws -> String {
        guard let end = text.range(of: "\n  ]", options: .backwards) else {
            throw CatalogError.badCatalog("\(Catalog.path) does not end its list of katas with \"  ]\": add the entry by hand")
        }
        func string(_ value: String) -> String {
            let data = (try? JSONEncoder().encode(value)) ?? Data()
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
        }
        let hints = entry.hints.map { "        " + string($0) }.joined(separator: ",\n")
        let object = """
            {
              "id": \(string(entry.id)),
              "module": \(string(entry.module)),
              "title": \(string(entry.title)),
              "open": \(string(entry.open)),
              "draft": true,
              "hints": [
        \(hints)
              ]
            }
        """
        let before = text[..<end.lowerBound]
        let isEmpty = before.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("[")
        return String(before) + (isEmpty ? "\n" : ",\n") + object + String(text[end.lowerBound...])
    }

    /// The manifest's text with this kata's module added last to `let katas = [...]`, on a
    /// line of its own when the list has one name a line.
    func manifestText(adding module: String, to text: String) throws -> String {
        guard let range = KataContract.literalRange("katas", in: text) else {
            throw CatalogError.badCatalog("Package.swift has no `let katas = [...]`: add \"\(module)\" to its list of katas by hand")
        }
        let literal = text[range]
        let body = literal.trimmingCharacters(in: .whitespacesAndNewlines)
        let addition: String
        if literal.contains("\n") {
            // One name a line: the new one after the last, with a comma before it if there was none.
            let trailingCount = literal.reversed().prefix { $0 == " " || $0 == "\n" }.count
            let kept = String(literal.dropLast(trailingCount)), trailing = String(literal.suffix(trailingCount))
            let comma = body.isEmpty || body.hasSuffix(",") ? "" : ","
            addition = kept + comma + "\n    \"\(module)\"," + trailing
        } else {
            addition = body.isEmpty ? "\"\(module)\"" : body + (body.hasSuffix(",") ? " " : ", ") + "\"\(module)\""
        }
        return String(text[..<range.lowerBound]) + addition + String(text[range.upperBound...])
    }
}
