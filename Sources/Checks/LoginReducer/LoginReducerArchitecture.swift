import KataKit

extension LoginReducerChecks {
    /// Two implementations of one screen over what they share (the state and the effects): the
    /// reducer with its store and messages, and the plain view model, which never goes through them.
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "reducer": ["shared"],
        "plain view model": ["shared"],
    ]) { code in
        [Part("plain view model", code.types("LoginViewModel")),
         Part("reducer", code.types("LoginReducer", "Store", "Reducer", "Message", "Effect")),
         Part("shared", code.everything)]
    }
}
