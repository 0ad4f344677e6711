import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { clearQueues, productionEnv, resetServices } from './image-env';
import { IMAGE, podman, PORTS, waitForOk } from './podman';

const k8s = resolve(__dirname, '../k8s');
/** The manifests' port names, on this suite's ports. */
const HOST_PORTS = { http: PORTS.kubeApi, health: PORTS.kubeWorkerHealth };
/** `kube play` takes no --ulimit: the limits this machine allows come from a containers.conf. */
const KUBE_ENV = { ...process.env, CONTAINERS_CONF: resolve(__dirname, '../../scripts/image/containers.conf') };
const manifest = (file: string) => parseAllDocuments(readFileSync(join(k8s, file), 'utf8')).map((doc) => doc.toJS());

/**
 * The API and worker Deployments of deploy/k8s as written (probes, security context, read-only root, volumes),
 * played by podman on the host network against the local PostgreSQL and Redis: only the image, the ConfigMap's
 * values and the Secret are this machine's.
 */
describe('deploy/k8s played by podman', () => {
  const smtp = new TestSmtpServer();
  const work = mkdtempSync(join(tmpdir(), 'skyward-kube-'));
  const played = join(work, 'skyward.yaml');
  const secretName = 'skyward-secrets';

  beforeAll(async () => {
    await resetServices();
    const [configMap] = manifest('configmap.yaml');
    const env = productionEnv({ SMTP_PORT: String(await smtp.start()) });
    const secretKeys = Object.keys(manifest('secret.example.yaml')[0].stringData);
    configMap.data = {
      ...configMap.data,
      ...Object.fromEntries(Object.entries(env).filter(([key]) => !secretKeys.includes(key))),
      PORT: String(PORTS.kubeApi),
      WORKER_HTTP_PORT: String(PORTS.kubeWorkerHealth),
      PUBLIC_URL: `http://127.0.0.1:${PORTS.kubeApi}`,
      TRUST_PROXY: 'false',
      SMTP_SECURE: 'false',
    };
    // podman reads a Secret referenced by envFrom from its own secret store, as a JSON map of base64 values.
    const secret = Object.fromEntries(
      secretKeys.filter((key) => env[key] !== undefined).map((key) => [key, Buffer.from(env[key]).toString('base64')]),
    );
    writeFileSync(join(work, 'secret.json'), JSON.stringify(secret));
    await podman(['secret', 'rm', secretName]).catch(() => undefined);
    await podman(['secret', 'create', secretName, join(work, 'secret.json')]);

    const deployments = ['uploads-pvc.yaml', 'api-deployment.yaml', 'worker-deployment.yaml'].flatMap(manifest);
    for (const object of deployments.filter((candidate) => candidate.kind === 'Deployment')) {
      // One pod each: replicas of one Deployment on the host's network would listen on the same port.
      object.spec.replicas = 1;
      object.spec.template.spec.hostNetwork = true;
      for (const container of object.spec.template.spec.containers) {
        container.image = IMAGE;
        // On the host's network podman 4.3 turns containerPort into a port mapping and refuses it; the processes
        // listen on the ConfigMap's ports above, which the probes name here instead of the port names.
        delete container.ports;
        for (const probe of [container.startupProbe, container.readinessProbe, container.livenessProbe])
          if (probe?.httpGet) probe.httpGet.port = HOST_PORTS[probe.httpGet.port as keyof typeof HOST_PORTS];
      }
    }
    writeFileSync(played, [configMap, ...deployments].map((object) => stringify(object)).join('---\n'));
  });
  afterAll(async () => {
    await podman(['kube', 'down', played], KUBE_ENV).catch(() => undefined);
    await podman(['secret', 'rm', secretName]).catch(() => undefined);
    await podman(['volume', 'rm', '--force', 'skyward-uploads']).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    await smtp.stop();
    await clearQueues();
  });

  it('plays the API and worker Deployments to readiness', async () => {
    await podman(['kube', 'play', '--replace', played], KUBE_ENV);
    const [apiReadyMs, workerReadyMs] = await Promise.all([
      waitForOk(`http://127.0.0.1:${PORTS.kubeApi}/api/health/ready`),
      waitForOk(`http://127.0.0.1:${PORTS.kubeWorkerHealth}/health`),
    ]);
    const pods = await podman(['pod', 'ps', '--filter', 'name=skyward-', '--format', '{{.Name}} {{.Status}}']);
    console.log(
      `[k8s] podman kube play: API ready (/api/health/ready 200) ${(apiReadyMs / 1000).toFixed(1)} s after play, ` +
        `worker ready (/health 200) ${(workerReadyMs / 1000).toFixed(1)} s; pods: ${pods.replace(/\n/g, ', ')}`,
    );
    // The manifests' security context, as podman applied it: uid 1000 and a read-only root filesystem.
    const applied = await podman([
      'inspect',
      '--format',
      '{{.Config.User}} {{.HostConfig.ReadonlyRootfs}}',
      'skyward-api-pod-0-api',
      'skyward-worker-pod-0-worker',
    ]);
    console.log(`[k8s] user and read-only root of the API and worker containers: ${applied.replace(/\n/g, ', ')}`);
    expect(applied.split('\n')).toEqual(['1000:1000 true', '1000:1000 true']);
    expect(pods).toMatch(/^skyward-api-pod-0 Running$/m);
    expect(pods).toMatch(/^skyward-worker-pod-0 Running$/m);
  });
});
