/**
 * The content modules by id (shared/rules/hooks.ts): one per character with a mechanism, plus cards and events.
 * A constant registry; the engine looks hook effects up as "module:effect".
 */
import type { ModuleRegistry } from '../rules/hooks';
import { aliciaModule } from './characters/alicia/mechanism';
import { darienModule } from './characters/darien/mechanism';
import { edwinModule } from './characters/edwin/mechanism';
import { eliModule } from './characters/eli/mechanism';
import { niaModule } from './characters/nia/mechanism';
import { noelModule } from './characters/noel/mechanism';
import { silasModule } from './characters/silas/mechanism';
import { yunyeModule } from './characters/yunye/mechanism';
import { cardsModule } from './mechanisms/cards';
import { eventsModule } from './mechanisms/events';

/**
 * Every content module by id. The entries are getters: modules import engine helpers (shared/rules/damage …) that import
 * this registry back, so a module may not be evaluated yet when this object is built; a getter reads the live binding
 * when the engine asks, whichever file was imported first.
 */
export const MODULES: ModuleRegistry = Object.freeze({
  get eli() { return eliModule; },
  get yunye() { return yunyeModule; },
  get darien() { return darienModule; },
  get noel() { return noelModule; },
  get silas() { return silasModule; },
  get edwin() { return edwinModule; },
  get alicia() { return aliciaModule; },
  get nia() { return niaModule; },
  get cards() { return cardsModule; },
  get events() { return eventsModule; },
}) as ModuleRegistry;
