import type { applyCommand, checkTarget, legalCommands, previewCommand } from '../../../../../shared/rules';
import { lateModule, useLateModule } from '../../../scene/figures/lateModule';

/** The engine queries the match screen asks in the browser (hints only: the server decides). */
export type MatchEngine = {
  legalCommands: typeof legalCommands;
  previewCommand: typeof previewCommand;
  applyCommand: typeof applyCommand;
  checkTarget: typeof checkTarget;
};

/**
 * The rules engine (~50 kB gzip) in a chunk of its own, loaded as the match screen mounts instead of before it: the
 * first frame needs only the state, and until the engine is in the screen shows the board without highlights (no
 * `legal`: nothing to click yet). Everything below that takes a `LegalCommands` may count on `get()`, since `legal`
 * only exists once the engine has loaded (docs/client.md "Delivery").
 */
export const engineModule = lateModule<MatchEngine>(() => import('../../../../../shared/rules'));

/** The engine in a component: null until loaded, then the engine (one re-render). */
export const useEngine = (): MatchEngine | null => useLateModule(engineModule);
