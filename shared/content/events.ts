/**
 * Event cards for the nights (R-EVENT-1..4): 6 in the box, 3 used per standard game. O-08 decided per card: `oneShot`
 * acts once when the marker reaches the night; `night` lasts the whole night round. Effects act on every character.
 */
import { amount } from './amounts';
import type { EventDef } from './schema';

const keys = (id: string): Pick<EventDef, 'id' | 'nameKey' | 'textKey' | 'loreKey'> => ({
  id,
  nameKey: `event.${id}.name`,
  textKey: `event.${id}.text`,
  loreKey: `event.${id}.lore`,
});

export const moonlitRespite: EventDef = {
  ...keys('moonlitRespite'),
  duration: 'oneShot',
  effects: [{ kind: 'heal', amount: amount(1) }],
};
export const bloodMoon: EventDef = {
  ...keys('bloodMoon'),
  duration: 'oneShot',
  effects: [{ kind: 'gainCurse', amount: 1 }],
};
export const whispersOfYer: EventDef = {
  ...keys('whispersOfYer'),
  duration: 'oneShot',
  effects: [{ kind: 'gainSoul', amount: 2 }],
};
export const restlessDead: EventDef = {
  ...keys('restlessDead'),
  duration: 'oneShot',
  effects: [{ kind: 'applyStatus', status: 'weakness' }],
};
export const endlessRain: EventDef = {
  ...keys('endlessRain'),
  duration: 'night',
  effects: [{ kind: 'hook', hook: 'events:endlessRain', params: { movement: -1, minimum: 1 } }],
};
export const thickFog: EventDef = {
  ...keys('thickFog'),
  duration: 'night',
  effects: [{ kind: 'hook', hook: 'events:thickFog', params: { maxRange: 3 } }],
};

/** All event cards by id. */
export const EVENTS: Record<string, EventDef> = {
  moonlitRespite,
  bloodMoon,
  whispersOfYer,
  restlessDead,
  endlessRain,
  thickFog,
};
