// A correct design whose learner declares every name KataKit exports and every top-level name
// the checks of EggDomainObject declare: the checks must compile and pass whatever the learner names
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
enum EggDomainObjectChecks {}
enum EggScriptStep {}
enum EventLog {}
enum Ping {}
func describe(_ values: Any...) {}
func eggScript(_ values: Any...) {}
func name(_ values: Any...) {}
func outcome(_ values: Any...) {}
func quoted(_ values: Any...) {}
func rows(_ values: Any...) {}
func sizeName(_ values: Any...) {}
let rawValuesOutsideSizes = 0
func expectCalledInOrder(_ values: Any...) {}
let shellID = 0
let yolkID = 0
enum EggShelf {}
enum EggShelfModel {}
enum ShelfEgg {}
enum ShelfStep {}
enum ShelfSteps {}
func eggShelfMachine(_ values: Any...) {}
func shelfEvent(_ values: Any...) {}
func shelfRow(_ values: Any...) {}
enum IdentifierAttempts {}
enum IdentifierText {}
enum IdentifierTexts {}
func eggIDMachine(_ values: Any...) {}
func said(_ values: Any...) {}
