/// Which dependencies a rule follows from the code it holds.
public enum Dependency: Sendable {
    /// What code mentions: the static dependency that layering is about. A call to a protocol
    /// requirement depends on the protocol, not on the types that conform to it, so a Domain/
    /// protocol implemented in Data/ keeps Domain/ free of Data/.
    case names
    /// What code can cause to run: *names*, and every implementation in the module of a
    /// protocol requirement or overridable member it calls, the closures assigned to a
    /// function-typed property it reads, and the members other modules' protocols call on a
    /// type implicitly (`description` through string interpolation). Rules
    /// about effects and state follow this: an entity that calls an observer protocol whose
    /// conformer sends an email sends an email.
    case runs
}
