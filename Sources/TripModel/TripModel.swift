// TripModel
