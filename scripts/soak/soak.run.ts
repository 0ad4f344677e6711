import { Client } from 'pg';
import { waitUntil } from '../../backend/test/wait-until';
import { pause } from '../../worker/test/faults/fault-processes';
import { duringFault, FaultWindow, runFaults } from './soak-faults';
import {
  bringRemindersDue,
  lostPayments,
  mailFigures,
  missingReminders,
  pendingWork,
  unpaidConfirmations,
} from './soak-invariants';
import { API_PORT, SoakStack } from './soak-stack';
import { Exchange, SoakTraffic } from './soak-traffic';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const CUSTOMERS = Number(process.env.SOAK_CUSTOMERS ?? 6);
/** The pause between one fault's end and the next one's start, each kind in turn: five minutes see every kind at least once. */
const FAULT_EVERY_MS = Number(process.env.SOAK_FAULT_EVERY_SECONDS ?? 20) * 1000;
/** Reminders are brought due within this long, and count as missing when not sent this long after they fell due. */
const REMINDER_WINDOW_SECONDS = 60;
const REMINDER_GRACE_SECONDS = 60;

/**
 * The fault soak (`npm run soak`, SOAK_MINUTES, default 5): customers book and pay, order and pay, and abandon holds
 * while the worker is SIGKILLed, Redis restarts empty, Postgres goes away and the API is SIGTERMed, in turn; then,
 * once the worker has caught up, the invariants: no charged payment lost or doubled, no e-mail key sent twice, no
 * 5xx but 503 and no 503 outside a fault, no reminder missing. Prints a table of the figures.
 */
describe(`fault soak (${MINUTES} min)`, () => {
  const stack = new SoakStack(process.env.DATABASE_URL as string);
  const db = new Client({ connectionString: process.env.DATABASE_URL });

  afterAll(async () => {
    await stack.stop();
    await db.end();
  });

  it('loses nothing, sends nothing twice and answers only 503 while a fault lasts', async () => {
    await stack.start();
    await db.connect();
    const productId = await soakProduct(db);
    const traffic = new SoakTraffic(`http://127.0.0.1:${API_PORT}`, productId);
    const until = Date.now() + MINUTES * 60_000;

    let remindersBroughtDue = 0;
    const stageReminders = (async () => {
      // Stops a reminder window before the end, so every reminder brought due can be sent within the run.
      while (Date.now() < until - REMINDER_WINDOW_SECONDS * 1000) {
        await pause(20_000);
        remindersBroughtDue += await bringRemindersDue(db, REMINDER_WINDOW_SECONDS);
      }
    })();
    const [windows] = await Promise.all([runFaults(stack, until, FAULT_EVERY_MS), traffic.run(CUSTOMERS, until), stageReminders]);

    const drainStarted = Date.now();
    await waitUntil(async () => (await pendingWork(db)) === 0, 300_000, 'the worker to catch up').catch(() => undefined);
    await pause((REMINDER_GRACE_SECONDS + 5) * 1000);
    const drainSeconds = Math.round((Date.now() - drainStarted) / 1000);

    const mails = stack.smtp.received;
    const figures = {
      lost: (await lostPayments(db)).length,
      unpaidConfirmed: await unpaidConfirmations(db),
      mail: mailFigures(mails),
      missingReminders: await missingReminders(db, mails, REMINDER_GRACE_SECONDS),
      answers: answerFigures(traffic, windows),
      smtpResets: stack.smtp.resets,
    };
    printTable(MINUTES, traffic, windows, figures, remindersBroughtDue, drainSeconds);

    expect(figures.lost).toBe(0);
    expect(figures.unpaidConfirmed).toBe(0);
    expect(figures.mail.sentTwice).toEqual([]);
    expect(figures.answers.serverErrorsBut503).toEqual([]);
    expect(figures.answers.unavailableOutsideFaults).toEqual([]);
    expect(figures.missingReminders).toEqual([]);
  });
});

/** A product the carts buy (a fresh database has none). */
async function soakProduct(db: Client): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO product (name, description, price, category, active)
     VALUES ('Soak cap', 'A cap the soak buys', 1500, 'Merchandise', true) RETURNING id`,
  );
  return rows[0].id;
}

function answerFigures(traffic: SoakTraffic, windows: readonly FaultWindow[]) {
  const exchanges = traffic.exchanges;
  const inside = (exchange: Exchange) => duringFault(windows, exchange.startedAt, exchange.endedAt);
  const label = (exchange: Exchange) => `${exchange.status || 'no answer'} ${exchange.path}`;
  return {
    requests: exchanges.length,
    clientErrors: tally(exchanges.filter((exchange) => exchange.status >= 400 && exchange.status < 500).map(label)),
    serverErrorsBut503: exchanges.filter((exchange) => exchange.status >= 500 && exchange.status !== 503).map(label),
    unavailableInsideFaults: exchanges.filter((exchange) => exchange.status === 503 && inside(exchange)).length,
    unansweredInsideFaults: exchanges.filter((exchange) => exchange.status === 0 && inside(exchange)).length,
    unavailableOutsideFaults: exchanges
      .filter((exchange) => (exchange.status === 503 || exchange.status === 0) && !inside(exchange))
      .map(label),
  };
}

/** "409 /api/x ×3, 400 /api/y ×1": how often each answer came. */
function tally(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => `${label} ×${count}`).join(', ');
}

function printTable(
  minutes: number,
  traffic: SoakTraffic,
  windows: readonly FaultWindow[],
  figures: {
    lost: number;
    unpaidConfirmed: number;
    mail: ReturnType<typeof mailFigures>;
    missingReminders: string[];
    answers: ReturnType<typeof answerFigures>;
    smtpResets: number;
  },
  remindersBroughtDue: number,
  drainSeconds: number,
): void {
  const faults = new Map<string, number>();
  for (const window of windows) faults.set(window.kind, (faults.get(window.kind) ?? 0) + 1);
  const rows: [string, string | number][] = [
    ['minutes of traffic', minutes],
    ['requests', figures.answers.requests],
    [
      'bookings paid / orders paid / holds abandoned',
      `${traffic.counts.bookingsPaid} / ${traffic.counts.ordersPaid} / ${traffic.counts.abandonedHolds}`,
    ],
    ['attempts refused or failed (4xx, 503, no answer)', traffic.counts.refusedOrFailed],
    ...[...faults].map(([kind, count]): [string, number] => [`fault: ${kind}`, count]),
    ['4xx answers (a slot taken meanwhile is 409)', figures.answers.clientErrors || 0],
    ['503 inside fault windows', figures.answers.unavailableInsideFaults],
    ['no answer inside fault windows (API restarting)', figures.answers.unansweredInsideFaults],
    ['seconds for the worker to catch up after the run', drainSeconds],
    ['e-mails received / reminders among them', `${figures.mail.total} / ${figures.mail.reminders}`],
    ['reminders brought due during the run', remindersBroughtDue],
    ['LOST: charged payments not exactly one booking or order', figures.lost],
    ['LOST: confirmed or paid without a charge', figures.unpaidConfirmed],
    ['DUPLICATED: e-mail keys sent twice (two Message-IDs)', figures.mail.sentTwice.length],
    ['e-mail keys delivered twice with one Message-ID', figures.mail.deliveredTwice.length],
    ['SMTP connections reset by a killed worker', figures.smtpResets],
    ['5xx other than 503', figures.answers.serverErrorsBut503.length],
    ['503 or no answer outside fault windows', figures.answers.unavailableOutsideFaults.length],
    ['MISSING reminders', figures.missingReminders.length],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(`\nFault soak\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
}
