/**
 * shared/describe — the text model of a match (issue 30: play without sight): every fact a seat may know, in words,
 * English and Simplified Chinese. It reads the engine's public queries (viewFor, legalCommands, previewCommand) and
 * its sight, and decides nothing itself.
 *
 *   unitFacts(state, viewer): UnitFact[] — team, role (a hidden relic stays `hidden`), HP, facing, statuses with their
 *       lifetimes, position; unitText(language, fact) says one.
 *   commandText(language, state, command) — a legal command in words; commandOdds(language, state, seat, command) —
 *       what it would do, from the preview.
 *   unitsSeenBy / sightText — what a unit sees; distanceText — how far apart two cells are.
 *   cellText(language, state, viewer, cell, { from, commands }) — what is under the board cursor; commandsAtCell — the
 *       legal commands that go to or aim at a cell.
 *   boardText(language, state, viewer, { odds }) — all of it for one seat: the units' lines and its commands.
 */
export { DESCRIBE_WORDS, describeWord, statusWord, rangeWord, type DescribeKey } from './describeWords';
export { unitFacts, unitNameKey, type UnitFact, type UnitRole, type StatusFact } from './unitFacts';
export { unitText, unitWord, statusFactText } from './unitText';
export { commandText, targetText } from './commandText';
export { commandOdds } from './commandOdds';
export { unitsSeenBy, sightText, distanceText, type SeenUnit } from './sightText';
export { cellText, commandCell, commandsAtCell } from './cellText';
export { boardText, type BoardText, type CommandLine } from './boardText';
