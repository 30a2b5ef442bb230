"""The player's own profile: finished games against bots recorded on this
machine (`record`), a Glicko-2 rating per game against the ladder's rated levels
(`rating`, `glicko`), and the Profile screen (`screen`)."""
