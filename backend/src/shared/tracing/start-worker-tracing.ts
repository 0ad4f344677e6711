import { startTracing } from './start-tracing';

// Imported first by the worker's main.ts, so that tracing (when configured) is on before Nest and its modules load.
startTracing('skyward-worker');
