/** Every character definition, keyed by id (R-COMP-1: 8 characters). */
import type { CharacterDef } from '../schema';
import { alicia } from './alicia';
import { darien } from './darien';
import { edwin } from './edwin';
import { eli } from './eli';
import { nia } from './nia';
import { noel } from './noel';
import { silas } from './silas';
import { yunye } from './yunye';

/** All character definitions by id. */
export const CHARACTERS: Record<string, CharacterDef> = { eli, yunye, darien, noel, silas, edwin, alicia, nia };
