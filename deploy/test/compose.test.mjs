// docker-compose.yml, checked structurally: no compose engine runs here (no registry for its PostgreSQL, Redis,
// MailDev and nginx images; Debian's podman-compose 1.0.3 ignores networks and `${VAR:-}` defaults), so these are
// the properties the deployment relies on, read from the file as compose reads it (YAML merge keys resolved).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';

const compose = parse(readFileSync(join(import.meta.dirname, '../../docker-compose.yml'), 'utf8'), { merge: true });
const { services } = compose;
const fromImage = ['migrate', 'api', 'worker', 'api-replica', 'worker-replica'];

test('the site runs from the built image, never from the checkout', () => {
  for (const name of fromImage) {
    assert.equal(services[name].build, '.', name);
    assert.equal(services[name].image, 'skyward-sim', name);
    assert.ok(!services[name].volumes.some((volume) => volume.startsWith('.')), `${name} mounts the checkout`);
  }
  assert.deepEqual(services.migrate.command, ['node', 'backend/dist/shared/database/migrate.js']);
  assert.deepEqual(services.worker.command, ['node', 'worker/dist/worker/src/main.js']);
  assert.equal(services.api.command, undefined, 'the API is the image default');
});

test('Redis keeps its jobs on a volume with the append-only file', () => {
  const { command, volumes } = services.redis;
  assert.equal(command[command.indexOf('--appendonly') + 1], 'yes');
  assert.equal(command[command.indexOf('--maxmemory-policy') + 1], 'noeviction');
  assert.ok(volumes.some((volume) => volume.endsWith(':/data') && volume.split(':')[0] in compose.volumes));
});

test('the API and the worker start only after the migration completed', () => {
  for (const name of ['api', 'worker', 'api-replica', 'worker-replica'])
    assert.equal(services[name].depends_on.migrate.condition, 'service_completed_successfully', name);
});

test('the replicas profile: 2 APIs and 2 workers, trusting only the network nginx sends from', () => {
  assert.equal(services['api-replica'].deploy.replicas, 2);
  assert.equal(services['worker-replica'].deploy.replicas, 2);
  const [{ subnet }] = compose.networks.edge.ipam.config;
  assert.equal(services['api-replica'].environment.TRUST_PROXY, subnet);
  assert.deepEqual(services.proxy.networks, ['edge']);
  for (const name of Object.keys(services).filter((name) => !['proxy', 'api-replica'].includes(name)))
    assert.ok(!(services[name].networks ?? []).includes('edge'), `${name} is on the trusted network`);
  assert.equal(services.proxy.depends_on['api-replica'].condition, 'service_healthy');
});
