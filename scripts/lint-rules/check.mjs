// Proves that every layering rule in .dependency-cruiser.cjs can fail: `fixture/` holds, for each rule, one file named
// after it that breaks it. The check fails when a rule has no such file, or when that file breaks no rule of its name
// (a rule that can never fire protects nothing). Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const configPath = join(here, '../../.dependency-cruiser.cjs');
const rules = createRequire(import.meta.url)(configPath).forbidden.map((rule) => rule.name);

let output;
try {
  output = execFileSync(
    process.execPath,
    [
      join(here, '../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'backend/src',
      'worker/src',
      'frontend/src',
      '--config',
      configPath,
      '--output-type',
      'json',
    ],
    { cwd: join(here, 'fixture'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
} catch (error) {
  // depcruise exits non-zero when it finds violations, which the fixture is made of.
  output = error.stdout;
}
const violations = JSON.parse(output).summary.violations;

// A cycle is reported once, from whichever of its files comes first: any file on it may carry the rule's name.
const filesOf = (violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)];
const firedBy = (rule) =>
  violations.some(
    (violation) => violation.rule.name === rule && filesOf(violation).some((file) => basename(file, '.ts') === rule),
  );
const silent = rules.filter((rule) => !firedBy(rule));

if (silent.length > 0) {
  console.error(`Layering rules that their fixture (scripts/lint-rules/fixture/**/<rule>.ts) did not make fail: ${silent.join(', ')}`);
  process.exit(1);
}
console.log(`Layering rules: each of the ${rules.length} fails on its fixture.`);
