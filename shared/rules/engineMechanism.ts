/**
 * The engine's own hook effects, for the synthetic reaction skills (reactions.ts FLIP_REACTION, RUNE_REACTION): a flip
 * and the rune used as a reaction resolve at speed 99 like any action, through the `hook` effect kind like a plugin's.
 * Every engine has it under the reserved id `engine` (gameRules.ts).
 */
import { flipSide } from './boardSide';
import type { Mechanism } from './mechanism';
import { runeEffect } from './rune';

export const ENGINE_MECHANISM: Mechanism = {
  id: 'engine',
  effects: {
    flip(ctx, action) {
      flipSide(ctx, ctx.state.units[action.source]);
    },
    rune(ctx, action) {
      runeEffect(ctx, ctx.state.units[action.source]);
    },
  },
};
