extension TripEditorViewModel {
    func save() async {
        show(await saver.save(trip))
    }
}
