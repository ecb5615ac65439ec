// Sizes the door allows (docs/architecture.md: up to 8 players and 12 vehicles), shared by the set-up's
// schema and the scenarios without importing one into the other.
export const MAX_VEHICLES = 12;
export const MAX_PLAYERS = 8;
