// A correct design whose learner declares every name KataKit exports and every top-level name
// the checks of LoginReducer declare: the checks must compile and pass whatever the learner names
// their types. Kept complete by CheckNameClashTests.

// KataKit's public names.
enum Choices {}
enum Counterexample {}
enum Generator {}
enum SearchBudget {}
enum SearchReport {}
enum StateMachine {}
func expectModelHolds(_ values: Any...) {}
enum SeededRandom {}
enum Moment {}
enum Architecture {}
enum Capability {}
enum Check {}
enum CheckEvent {}
enum CheckKind {}
enum CheckResult {}
enum CheckStopped {}
enum CodeSelection {}
enum Codebase {}
enum ValueWriters {}
enum ObservedProducers {}
enum Difference {}
enum Dependency {}
enum Failure {}
enum IndexStoreLocation {}
enum IndexedFiles {}
enum IndexedSymbol {}
enum Kata {}
enum ListedAPI {}
enum Part {}
enum PartGraph {}
typealias Rule = Int
enum SwiftCode {}
enum SymbolOccurrence {}
enum SymbolRoles {}
enum Violation {}
func expectEqual(_ values: Any...) {}
func expectFalse(_ values: Any...) {}
func expectNil(_ values: Any...) {}
func expectNoThrow(_ values: Any...) {}
func expectNotEqual(_ values: Any...) {}
func expectNotNil(_ values: Any...) {}
func expectThrows(_ values: Any...) {}
func expectTrue(_ values: Any...) {}
func fail(_ values: Any...) {}
func unwrap(_ values: Any...) {}

// The checks' own top-level names, the @main type included.
enum FakeEffects {}
enum LoginReducerChecks {}
enum LoginRejected {}
enum LoginScreen {}
enum LoginScreenModel {}
enum LoginStep {}
enum Remembered {}
enum LoginSteps {}
enum PlainViewModelScreen {}
enum ReducerScreen {}
enum Said {}
enum ScriptStopped {}
enum ScriptedScreen {}
enum SearchedLoginScreen {}
enum SwitchingLoginScreen {}
enum TestStore {}
enum Version {}
func expectSameState(_ values: Any...) {}
func loginScreenMachine(_ values: Any...) {}
func waitPatiently(_ values: Any...) {}
func waitUntilSettled(_ values: Any...) {}
