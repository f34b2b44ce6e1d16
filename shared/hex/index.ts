export * from './types';
export * from './coords';
export * from './ring';
export * from './cone';
export * from './geometry';
export * from './lineOfSight';
