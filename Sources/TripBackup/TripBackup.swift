// TripBackup
