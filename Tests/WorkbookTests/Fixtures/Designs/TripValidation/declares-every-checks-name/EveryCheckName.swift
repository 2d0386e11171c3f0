// A correct design whose learner declares every name KataKit exports and every top-level name
// the checks of TripValidation declare: the checks must compile and pass whatever the learner names
// their types. Kept complete by CheckNameClashTests.

// KataKit's public names.
enum Choices {}
enum Counterexample {}
enum Generator {}
enum SearchBudget {}
enum SearchReport {}
enum StateMachine {}
func expectModelHolds(_ values: Any...) {}
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
enum SeededRandom {}
enum Moment {}
enum SpyRepository {}
enum StorageError {}
enum TripValidationChecks {}
func calendar(_ values: Any...) {}
func carries(_ values: Any...) {}
func cases(_ values: Any...) {}
func describe(_ values: Any...) {}
func errorType(_ values: Any...) {}
func paris(_ values: Any...) {}
func show(_ values: Any...) {}
func trip(_ values: Any...) {}
enum SearchClock {}
enum SearchRepository {}
enum SearchStorageError {}
enum TripDay {}
enum TripEditorModel {}
enum TripRuleProbe {}
enum TripStep {}
enum TripSteps {}
func tripEditorMachine(_ values: Any...) {}
func editorScript(_ values: Any...) {}
