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

/** Every content module by id. */
export const MODULES: ModuleRegistry = Object.freeze({
  eli: eliModule,
  yunye: yunyeModule,
  darien: darienModule,
  noel: noelModule,
  silas: silasModule,
  edwin: edwinModule,
  alicia: aliciaModule,
  nia: niaModule,
  cards: cardsModule,
  events: eventsModule,
}) as ModuleRegistry;
