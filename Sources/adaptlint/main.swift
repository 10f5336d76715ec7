print("adaptlint")
