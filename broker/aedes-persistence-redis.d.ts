/** aedes-persistence-redis ships no types: the one factory broker/cluster-engines.ts calls. */
declare module 'aedes-persistence-redis' {
  const aedesPersistenceRedis: (options?: Record<string, unknown>) => {
    destroy: (cb?: (error?: Error) => void) => unknown;
  };
  export default aedesPersistenceRedis;
}
