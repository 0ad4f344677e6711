// Proves that an event's payload is one type for its publisher and its consumers (docs/architecture.md, "Typed
// events"): it renames one field of each real event's payload below, in memory (the files on disk are untouched),
// type-checks the publisher and the consumers again, and fails unless each of them now fails to compile on that field.
// A cast or a coercion of the field in any of them (`String(event.refundId)`) would let it compile: the check fails.
// Run by `npm run lint` (after the type check, so these files compile as they are).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const modules = join(root, 'backend/src/modules');

/** An event (its definition's export name and file), the payload field renamed, and the files that must stop compiling. */
const CASES = [
  {
    event: 'BOOKING_CANCELLED',
    definedIn: 'booking/domain/booking-events.ts',
    field: 'refundPence',
    breaks: ['booking/domain/booking-transitions.ts', 'booking/application/booking-mail.composer.ts'],
  },
  {
    event: 'BOOKING_CONFIRMED',
    definedIn: 'booking/domain/booking-events.ts',
    field: 'bookingId',
    breaks: ['booking/domain/booking-transitions.ts', 'booking/application/booking-mail.composer.ts', 'booking/jobs/booking.processor.ts'],
  },
  {
    event: 'ORDER_REFUNDED_EVENT',
    definedIn: 'catalog/domain/catalog-events.ts',
    field: 'refundId',
    breaks: ['catalog/application/order-refund.service.ts', 'catalog/application/order-mail.composer.ts'],
  },
  {
    event: 'PASSWORD_LINK_REQUESTED',
    definedIn: 'account/domain/password-link.ts',
    field: 'requestedAt',
    breaks: ['account/domain/password-link.ts', 'account/application/account-mail.composer.ts'],
  },
].map((check) => ({ ...check, definedIn: join(modules, check.definedIn), breaks: check.breaks.map((file) => join(modules, file)) }));

const configFile = join(root, 'backend/tsconfig.json');
const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
const rootNames = [...new Set(CASES.flatMap((check) => check.breaks))];

/** A program over the cases' files, reading `edited` (path → text) instead of the disk for those paths. */
function programWith(edited, oldProgram) {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile;
  host.readFile = (fileName) => edited.get(resolve(fileName)) ?? readFile(fileName);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, language, onError, fresh) =>
    edited.has(resolve(fileName))
      ? ts.createSourceFile(fileName, edited.get(resolve(fileName)), language, true)
      : getSourceFile(fileName, language, onError, fresh);
  return ts.createProgram({ rootNames, options, host, oldProgram });
}

const relative = (file) => file.slice(root.length + 1);

/** The cases' edits of `definedIn`: each payload field renamed where its type declares it (found by the type checker). */
function renamed(program) {
  const checker = program.getTypeChecker();
  const edits = new Map();
  for (const { event, definedIn, field } of CASES) {
    const source = program.getSourceFile(definedIn);
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)).find((symbol) => symbol.name === event);
    if (!exported) throw new Error(`${relative(definedIn)} exports no ${event}`);
    const [signature] = checker.getTypeOfSymbolAtLocation(exported, source).getCallSignatures();
    const payload = signature && checker.getTypeOfSymbolAtLocation(signature.parameters[0], source);
    const declaration = payload?.getProperty(field)?.declarations?.[0];
    if (declaration?.getSourceFile() !== source) throw new Error(`${event}'s payload declares no ${field} in ${relative(definedIn)}`);
    edits.set(definedIn, [...(edits.get(definedIn) ?? []), declaration.name]);
  }
  // Each file's names renamed from its end, so the earlier positions hold.
  const texts = new Map();
  for (const [file, names] of edits) {
    let text = program.getSourceFile(file).text;
    for (const name of names.sort((a, b) => b.getStart() - a.getStart())) {
      text = `${text.slice(0, name.getStart())}${name.text}Renamed${text.slice(name.getEnd())}`;
    }
    texts.set(file, text);
  }
  return texts;
}

const original = programWith(new Map());
const program = programWith(renamed(original), original);
const messages = new Map(
  rootNames.map((file) => [
    file,
    program.getSemanticDiagnostics(program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')),
  ]),
);
// An error naming the field (as it was or renamed) is that rename's doing: the files compile as they are.
const silent = CASES.flatMap(({ event, field, breaks }) =>
  breaks
    .filter((file) => !messages.get(file).some((message) => new RegExp(`'${field}(Renamed)?'`).test(message)))
    .map((file) => `${relative(file)} (${event}.${field})`),
);
if (silent.length > 0) {
  console.error(`Typed events: a renamed payload field still compiled in: ${silent.join(', ')}`);
  process.exit(1);
}
console.log(`Typed events: each of ${CASES.length} renamed payload fields fails to compile in its publisher and its consumers.`);
