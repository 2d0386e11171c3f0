func double(_ value: Int) -> Int {
    value + value
}

func triple(_ value: Int) -> Int {
    value * 2
}

func unfinished() -> Int {
    fatalError("TODO: write unfinished()")
}

func spin() -> Int {
    var count = 0
    while true { count &+= 1 }
}

func chatty() -> Int {
    print("hello from the learner's code")
    print("a second line")
    return 1
}
