/** push (R-FORCE-4): k steps away from the source, each step chosen by the controller (displacement.ts). */
import type { EffectKindHandler } from './application';
import { startSteps, validateSteps, valueSteps } from './displacement';

export const pushEffect: EffectKindHandler<'push'> = {
  validate: validateSteps,
  apply: startSteps,
  botValue: (_effect, estimate) => valueSteps(estimate),
};
