/**
 * The standard game's mechanism plugins by id (shared/rules/mechanism.ts): one per character with a mechanism, plus the
 * cards and the events. Content names their hook effects "id:effect"; the engine receives this registry in its game
 * definition (shared/rules/standardGame.ts).
 */
import type { MechanismRegistry } from '../rules/mechanismApi';
import { aliciaMechanism } from './alicia';
import { cardsMechanism } from './cards';
import { darienMechanism } from './darien';
import { edwinMechanism } from './edwin';
import { eliMechanism } from './eli';
import { eventsMechanism } from './events';
import { niaMechanism } from './nia';
import { noelMechanism } from './noel';
import { silasMechanism } from './silas';
import { yunyeMechanism } from './yunye';

/** Every standard mechanism by id. */
export const MECHANISMS: MechanismRegistry = Object.freeze({
  eli: eliMechanism,
  yunye: yunyeMechanism,
  darien: darienMechanism,
  noel: noelMechanism,
  silas: silasMechanism,
  edwin: edwinMechanism,
  alicia: aliciaMechanism,
  nia: niaMechanism,
  cards: cardsMechanism,
  events: eventsMechanism,
});
