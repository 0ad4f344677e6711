import { startTracing } from './start-tracing';

// Imported first by the API's main.ts, so that tracing (when configured) is on before Nest and its modules load.
startTracing('skyward-api');
