/** Every character definition, keyed by id (R-COMP-1: 8 characters). */
import type { CharacterDef } from '../schema';
import { darien } from './darien';
import { eli } from './eli';
import { noel } from './noel';
import { yunye } from './yunye';

/** The beginner characters in seat order (R-SETUP-7 (B): Eli, Yunye, Darien, Noel). */
export const BEGINNER_CHARACTER_IDS = ['eli', 'yunye', 'darien', 'noel'] as const;

/** All character definitions by id. */
export const CHARACTERS: Record<string, CharacterDef> = { eli, yunye, darien, noel };
