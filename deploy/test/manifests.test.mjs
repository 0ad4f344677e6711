// The Kubernetes manifests, checked offline: every object against the Kubernetes API's JSON schema (kubernetes-models
// validates with the schema of its apiVersion and kind: types, required fields, enums and formats), the kustomization
// against the folder, and the ConfigMap + Secret against docs/configuration.md. The Deployments are also played for
// real by podman (image.spec.ts); Ingress, HPA, PDB, Job and Service are kinds podman cannot play, so this is their check.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseAllDocuments } from 'yaml';

const root = join(import.meta.dirname, '../..');
const k8s = join(root, 'deploy/k8s');
const files = readdirSync(k8s).filter((name) => name.endsWith('.yaml'));

/** Every object of a manifest file (several documents per file allowed). */
function objectsOf(file) {
  return parseAllDocuments(readFileSync(join(k8s, file), 'utf8')).map((doc) => {
    assert.deepEqual(doc.errors, [], `${file}: YAML errors`);
    return doc.toJS();
  });
}

const manifests = files.filter((file) => file !== 'kustomization.yaml');
const objects = manifests.flatMap((file) => objectsOf(file).map((object) => ({ file, object })));
const copy = (value) => JSON.parse(JSON.stringify(value));
const byKind = (kind) => objects.filter(({ object }) => object.kind === kind).map(({ object }) => object);

test('every manifest is valid against the Kubernetes schema of its apiVersion and kind', async () => {
  const checked = [];
  for (const { file, object } of objects) {
    const group = object.apiVersion.includes('/') ? object.apiVersion : `v1`;
    const models = await import(`kubernetes-models/${group}`);
    const Model = models[object.kind];
    assert.ok(Model, `${file}: no schema for ${object.apiVersion} ${object.kind}`);
    assert.doesNotThrow(() => new Model(object).validate(), `${file}: ${object.kind} ${object.metadata?.name}`);
    checked.push(`${object.kind} ${object.metadata.name}`);
  }
  console.log(`[k8s] valid against the Kubernetes schema: ${checked.join(', ')}`);
  for (const kind of [
    'Deployment',
    'Service',
    'Ingress',
    'HorizontalPodAutoscaler',
    'PodDisruptionBudget',
    'Job',
    'ConfigMap',
    'Secret',
    'PersistentVolumeClaim',
  ])
    assert.ok(byKind(kind).length > 0, `a ${kind} is missing`);
});

// The schema has no `additionalProperties: false` (neither has the API's OpenAPI document), so an unknown field is
// not caught here; a wrong type or a missing required field is.
test('the schema check fails on a wrong type and on a missing required field', async () => {
  const { Deployment } = await import('kubernetes-models/apps/v1');
  const [api] = byKind('Deployment');
  const wrongType = copy(api);
  wrongType.spec.replicas = 'two';
  assert.throws(() => new Deployment(wrongType).validate(), /replicas/);
  const noName = copy(api);
  delete noName.spec.template.spec.containers[0].name;
  assert.throws(() => new Deployment(noName).validate(), /name/);
});

test('kustomization.yaml lists every manifest but the example Secret, which an apply must never reset', () => {
  const [kustomization] = objectsOf('kustomization.yaml');
  assert.deepEqual([...kustomization.resources].sort(), manifests.filter((file) => file !== 'secret.example.yaml').sort());
});

test('the ConfigMap and the Secret hold every variable of docs/configuration.md, each once', () => {
  const documented = [
    ...readFileSync(join(root, 'docs/configuration.md'), 'utf8').matchAll(/^\| (`[A-Z0-9_]+`(?: \/ `[A-Z0-9_]+`)*) \|/gm),
  ].flatMap((match) => match[1].match(/[A-Z0-9_]+/g));
  const configKeys = Object.keys(byKind('ConfigMap')[0].data);
  const secretKeys = Object.keys(byKind('Secret')[0].stringData);
  assert.ok(documented.length > 30, 'the table of docs/configuration.md was not found');
  assert.deepEqual(
    documented.filter((name) => !configKeys.includes(name) && !secretKeys.includes(name)),
    [],
  );
  assert.deepEqual(
    configKeys.filter((name) => secretKeys.includes(name)),
    [],
  );
});

test('pods run as a non-root user, without privilege escalation, with resources and probes', () => {
  const pods = [...byKind('Deployment'), ...byKind('Job')].map((owner) => ({
    name: owner.metadata.name,
    spec: owner.spec.template.spec,
  }));
  for (const { name, spec } of pods) {
    assert.equal(spec.securityContext.runAsNonRoot, true, name);
    for (const container of spec.containers) {
      assert.equal(container.securityContext.allowPrivilegeEscalation, false, name);
      assert.ok(container.resources.requests && container.resources.limits, name);
      const probed =
        byKind('Job').some((job) => job.metadata.name === name) || (container.readinessProbe && container.livenessProbe);
      assert.ok(probed, `${name}: readiness and liveness probes`);
    }
  }
  const api = byKind('Deployment').find((deployment) => deployment.metadata.name === 'skyward-api');
  const [container] = api.spec.template.spec.containers;
  assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
  assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
  assert.ok(api.spec.replicas >= 2);
});
