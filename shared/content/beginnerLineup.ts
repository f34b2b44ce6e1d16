/**
 * The beginner game's characters in seat order (R-SETUP-7 (B)): Eli, Yunye, Darien, Noel. The one list: the engine's
 * setup, the content check and the room lobby read it here (plain data with no imports, so a screen that only names the
 * seats loads nothing else with it).
 */
export const BEGINNER_CHARACTERS = ['eli', 'yunye', 'darien', 'noel'] as const;
