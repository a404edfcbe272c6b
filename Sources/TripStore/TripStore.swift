// TripStore
