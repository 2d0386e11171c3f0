import XCTest
@testable import Workbook

final class ArgumentParserTests: XCTestCase {
    func testNoArgumentsIsStatus() throws {
        XCTAssertEqual(try ArgumentParser.parse([]), Invocation(action: .command("status")))
    }

    func testRunWithKataAndFlags() throws {
        let invocation = try ArgumentParser.parse(["run", "trip-validation", "--solution", "--json", "--timeout", "2"])
        XCTAssertEqual(invocation, Invocation(action: .command("run"), argument: "trip-validation",
                                              flags: ["solution", "json"], values: ["timeout": "2"]))
    }

    func testOptionValueAfterEquals() throws {
        XCTAssertEqual(try ArgumentParser.parse(["check", "--timeout=0.5"]).arguments.values, ["timeout": "0.5"])
    }

    func testNoColorAnywhere() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--no-color", "list"]).colorMode, .never)
        XCTAssertEqual(try ArgumentParser.parse(["list", "--no-color"]).colorMode, .never)
    }

    func testHelpForms() throws {
        XCTAssertEqual(try ArgumentParser.parse(["help"]).action, .help(nil))
        XCTAssertEqual(try ArgumentParser.parse(["--help"]).action, .help(nil))
        XCTAssertEqual(try ArgumentParser.parse(["help", "run"]).action, .help("run"))
        XCTAssertEqual(try ArgumentParser.parse(["run", "--help"]).action, .help("run"))
        XCTAssertEqual(try ArgumentParser.parse(["hint", "x", "-h"]).action, .help("hint"))
        XCTAssertEqual(try ArgumentParser.parse(["--version"]).action, .version)
    }

    func testUnknownCommandSuggestsTheClosest() {
        XCTAssertEqual(error(["lsit"]), UsageError(
            message: "unknown command 'lsit'",
            help: ["Did you mean 'list'?", "Commands: status, list, run, watch, check, grade, hint, change, solution, reset, compare, graph, report, room, dev, help", "See 'kata help'."]))
    }

    func testUnknownOptionSuggestsTheClosest() {
        XCTAssertEqual(error(["run", "trip-validation", "--solutoin"]), UsageError(
            message: "unknown option '--solutoin' for 'run'",
            help: ["Did you mean '--solution'?", "See 'kata run --help'."]))
    }

    func testMissingKataShowsUsage() {
        XCTAssertEqual(error(["hint"]), UsageError(
            message: "missing <kata>",
            help: ["Usage: kata hint <kata> [--all]", "See 'kata hint --help'."]))
        XCTAssertNil(error(["run"]), "run without a kata runs the first one not passing yet")
    }

    func testExtraArgument() {
        XCTAssertEqual(error(["list", "extra"])?.message, "unexpected argument 'extra'")
        XCTAssertEqual(error(["run", "a", "b"])?.message, "unexpected argument 'b'")
    }

    func testBadTimeout() {
        XCTAssertEqual(error(["run", "x", "--timeout", "soon"])?.message,
                       "--timeout must be a number of seconds between 0 and 3600, not 'soon'")
        XCTAssertEqual(error(["run", "x", "--timeout"])?.message, "--timeout needs a value: --timeout <seconds>")
        XCTAssertEqual(error(["run", "x", "--json=yes"])?.message, "--json takes no value")
    }

    func testNumbersFromKataListNameKatas() throws {
        let catalog = Catalog(katas: ["vanilla-todos", "trip-validation"].map {
            KataInfo(id: $0, module: $0, title: "", open: "", hints: [])
        })
        XCTAssertEqual(try catalog.kata("1").id, "vanilla-todos")
        XCTAssertEqual(try catalog.kata("2").id, "trip-validation")
    }

    func testUnknownKataSuggestsTheClosestAndListsAll() {
        let catalog = Catalog(katas: ["vanilla-todos", "trip-validation", "login-reducer"].map {
            KataInfo(id: $0, module: $0, title: "", open: "", hints: [])
        })
        XCTAssertThrowsError(try catalog.kata("trip-valdation")) { error in
            XCTAssertEqual(ErrorMessage(error), ErrorMessage(UsageError(
                message: "there is no kata 'trip-valdation'",
                help: ["Did you mean 'trip-validation'?", "Katas: vanilla-todos, trip-validation, login-reducer (or their numbers in `kata list`, 1 to 3)"])))
            XCTAssertEqual(ErrorMessage(error).exitCode, 64)
        }
        XCTAssertThrowsError(try catalog.kata("4")) { error in
            XCTAssertEqual(ErrorMessage(error).lines.first, "there is no kata '4'")
        }
        XCTAssertThrowsError(try catalog.kata("0"))
        XCTAssertThrowsError(try catalog.kata("zzz")) { error in
            XCTAssertEqual(ErrorMessage(error).lines.dropFirst(), ["Katas: vanilla-todos, trip-validation, login-reducer (or their numbers in `kata list`, 1 to 3)"])
        }
    }

    func testHelpTextIsInArgumentParserStyle() {
        XCTAssertEqual(HelpText.help(for: HintCommand.spec), """
            OVERVIEW: Show the next hint of a kata.

            Each call shows one more hint, from a nudge to nearly the answer; progress remembers how many you have seen.

            USAGE: kata hint <kata> [--all]

            ARGUMENTS:
              <kata>                  The kata's id or number, as `kata list` shows them.

            OPTIONS:
              --all                   Show every hint of the kata.
              --no-color              Never use colour (also: NO_COLOR=1, or TERM=dumb).
              -h, --help              Show help information.

            EXAMPLES:
              swift run kata hint trip-validation
              swift run kata hint trip-validation --all

            """)
    }

    private func error(_ arguments: [String]) -> UsageError? {
        do {
            // As `kata` reads a command line: parsed, then read into the command's typed options.
            let invocation = try ArgumentParser.parse(arguments)
            if case .command(let name) = invocation.action { _ = try Workbook.command(named: name, invocation.arguments) }
            return nil
        } catch {
            return error
        }
    }
}
