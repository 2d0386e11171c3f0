func double(_ value: Int) -> Int {
    value + value
}

func triple(_ value: Int) -> Int {
    value * 3
}

func unfinished() -> Int {
    0
}

func spin() -> Int {
    0
}

func chatty() -> Int {
    print("hello from the learner's code")
    print("a second line")
    return 1
}
