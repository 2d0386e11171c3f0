extension Codebase {
    /// The module's members that override another of its members: a subclass's version of a
    /// base class's method (`final class FakeClient: TodoClientBase { override func fetch() … }`),
    /// which makes the base class a protocol by another name, and the subclass its double.
    ///
    ///     code.overridingMembers.mustNotBeDeclared()
    public var overridingMembers: CodeSelection {
        // An initializer the compiler writes overrides too, but is no double's code.
        let usrs = Set(definitions.values.filter { definition in
            definition.symbol.kind != .constructor && !definition.roles.contains(.implicit) && definition.relations.contains { $0.roles.contains(.overrideOf) && isOwn($0.symbol.usr) && definitions[$0.symbol.usr]?.symbol.kind != .protocol
                && definitions[$0.symbol.usr].flatMap { parents[$0.symbol.usr] }.flatMap { definitions[$0] }?.symbol.kind == .class }
        }.map(\.symbol.usr))
        return CodeSelection("a member a subclass overrides: a base class and its double are a protocol by another name", in: self,
                             contains: { occurrence, code in !Set(code.containers(of: occurrence)).isDisjoint(with: usrs) },
                             declares: { symbol, _ in usrs.contains(symbol.usr) })
    }
}
