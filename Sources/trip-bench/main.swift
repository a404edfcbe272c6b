print("trip-bench")
