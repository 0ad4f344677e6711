import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Queue } from 'bullmq';
import { parse } from 'yaml';
import { MetricsService } from '../../backend/src/shared/metrics/metrics.service';
import { ALL_QUEUES } from '../../backend/src/shared/queue/queue-names';
import { redisConnection } from '../../backend/src/shared/queue/redis-connection';
import { createTestApp } from '../../backend/test/test-app';
import { workerMetrics } from '../src/health/worker-metrics';
import { REDIS_URL } from './test-queues';

interface Rule {
  alert: string;
  expr: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

/** The example alert rules name only metrics the API and the worker expose (promtool checks their syntax). */
describe('deploy/prometheus/alerts.yml', () => {
  const rules: Rule[] = parse(readFileSync(resolve(__dirname, '../../deploy/prometheus/alerts.yml'), 'utf8')).groups.flatMap(
    (group: { rules: Rule[] }) => group.rules,
  );

  it('alerts on API down, worker down, failed jobs, queue age and e-mail failing, each with a severity and a summary', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['SkywardApiDown', 'SkywardWorkerDown', 'SkywardJobsFailed', 'SkywardQueueBacklog', 'SkywardEmailJobsGivenUp']),
    );
    for (const rule of rules) {
      expect(rule.labels.severity).toMatch(/^(page|ticket)$/);
      expect(rule.annotations.summary).toBeTruthy();
    }
  });

  it('uses metric names that the API and the worker expose', async () => {
    const api = await createTestApp();
    const queues = ALL_QUEUES.map((name) => new Queue(name, { connection: redisConnection(REDIS_URL), prefix: process.env.QUEUE_PREFIX }));
    try {
      const exposed = new Set(
        [...(await api.get(MetricsService).registry.getMetricsAsJSON()), ...(await workerMetrics(queues).getMetricsAsJSON())].map(
          (metric) => metric.name,
        ),
      );
      const named = rules.flatMap((rule) => metricNames(rule.expr));
      const unknown = named.filter((name) => name !== 'up' && !exposed.has(name));
      expect(named.length).toBeGreaterThan(rules.length);
      expect(unknown).toEqual([]);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
      await api.close();
    }
  });
});

/** The metric names in a PromQL expression: identifiers left once label matchers, groupings, ranges, functions and operators are taken out. */
function metricNames(expr: string): string[] {
  const bare = expr.replace(/\{[^}]*\}|\b(by|without)\s*\([^)]*\)|\[[^\]]*\]/g, ' ');
  return [...bare.matchAll(/\b[a-z_][a-z0-9_]*\b(?!\s*\()/g)].map(([name]) => name).filter((name) => !['and', 'or', 'unless'].includes(name));
}
