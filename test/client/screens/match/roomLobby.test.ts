// The room lobby names each beginner seat's character and team from the engine's seat tables (shared/rules/seatDeal.ts,
// read without the engine so a match's initial JavaScript stays small): what the engine deals (R-SETUP-7 (B), R-TEAM-4).
import { describe, expect, it } from 'vitest';
import { BEGINNER_CHARACTERS, RELIC_CARDS } from '../../../../shared/rules';
import { seatRole } from '../../../../client/src/screens/match/RoomLobby';

describe('room lobby seat roles', () => {
  it("are the engine's beginner characters and relic teams, seat by seat", () => {
    for (const seat of [0, 1, 2, 3] as const) {
      expect(seatRole('beginner', seat)).toEqual({
        team: RELIC_CARDS[seat].team,
        character: BEGINNER_CHARACTERS[seat],
      });
    }
  });

  it('are open in the standard game (the relic deal decides)', () => {
    expect(seatRole('standard', 0)).toEqual({ team: null, character: null });
  });
});
