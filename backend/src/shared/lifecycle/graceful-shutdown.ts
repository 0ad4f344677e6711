import type { Server } from 'node:http';

interface ShutdownLogger {
  log(message: string): void;
  error(message: string): void;
}

/**
 * Runs `shutdown` once on SIGTERM or SIGINT, then exits 0; exits 1 if it fails or outlasts `timeoutMs`
 * (a job still running then is not lost: its lock expires and BullMQ hands it to another worker).
 * Nest's enableShutdownHooks() is not used: it closes module hooks before the HTTP server and
 * re-raises the signal, so the process never exits 0.
 */
export function onShutdownSignal(logger: ShutdownLogger, timeoutMs: number, shutdown: () => Promise<void>): void {
  let started = false;
  const handle = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.log(`${signal} received: shutting down gracefully (at most ${timeoutMs} ms)`);
    const timer = setTimeout(() => {
      logger.error(`Shutdown did not finish within ${timeoutMs} ms: exiting`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    shutdown().then(
      () => {
        logger.log('Shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}

/** Stops accepting connections and resolves when every in-flight request has been answered. */
export function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections that go idle after their last response are closed too, so close() can finish.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
}
