import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IMAGE, podman } from './podman';

const repoRoot = resolve(__dirname, '../..');

/**
 * Builds the image once for the suite, from a clean copy of the committed tree (never the working tree: what is
 * tested is what was committed), and prints what it cost. The base image is built first when missing (debootstrap).
 */
export default async function buildImage(): Promise<void> {
  const commit = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const copy = mkdtempSync(join(tmpdir(), 'skyward-image-'));
  const log = join(tmpdir(), 'skyward-image-build.log');
  const started = Date.now();
  try {
    execSync(`git -C '${repoRoot}' archive --format=tar HEAD | tar -x -C '${copy}'`);
    const output = execFileSync('bash', [join(copy, 'scripts/image/build.sh'), copy, IMAGE], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    writeFileSync(log, output);
    const base = output.split('\n').find((line) => line.startsWith('base image ') && /cached|built in/.test(line));
    const bytes = Number(await podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
    console.log(
      `[image] ${base}; ${IMAGE} built from a clean copy of ${commit} in ${Math.round((Date.now() - started) / 1000)} s ` +
        `(base included); image size ${Math.round(bytes / 1e6)} MB; build log: ${log}`,
    );
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    writeFileSync(log, `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    throw new Error(`the image build failed (log: ${log}):\n${(failed.stderr || failed.stdout || String(error)).slice(-4000)}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
