export * from './types';
export * from './coords';
export * from './ring';
