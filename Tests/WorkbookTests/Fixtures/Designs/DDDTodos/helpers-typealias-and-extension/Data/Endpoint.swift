/// Where the todos are: a constant of the data layer, shared by its requests.
let todosEndpoint = "https://jsonplaceholder.typicode.com/todos"

/// Whether a status is a success, for every request of the data layer.
func isSuccess(_ status: Int) -> Bool {
    (200...299).contains(status)
}
