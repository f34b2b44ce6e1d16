/**
 * Where each unit is drawn right now (world x, z and the height of its figure's top), written by the miniature layer
 * every frame it changes and read by what follows units: name tags and trackers, floating numbers, action arcs. While
 * a unit is animated this differs from its cell in the state.
 */
export type DrawnUnit = { x: number; z: number; top: number; yaw: number; visible: boolean };

export const unitPoses = new Map<string, DrawnUnit>();
