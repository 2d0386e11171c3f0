extension ShelfAudit: SizeAudit {}
