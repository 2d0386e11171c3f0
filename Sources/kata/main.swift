print("kata")
