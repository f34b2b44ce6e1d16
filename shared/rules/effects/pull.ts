/** pull (R-FORCE-5): k steps towards the source, each step chosen by the controller (displacement.ts). */
import type { EffectKindHandler } from './application';
import { startSteps, validateSteps, valueSteps } from './displacement';

export const pullEffect: EffectKindHandler<'pull'> = {
  validate: validateSteps,
  apply: startSteps,
  botValue: (_effect, estimate) => valueSteps(estimate),
};
