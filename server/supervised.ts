/** Set in the server's environment by its supervisor (server/supervisor.ts): stdin is then a pipe from it. */
export const SUPERVISED_ENV = 'IFERA_SUPERVISED';
