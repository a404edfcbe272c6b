// TripFormats
