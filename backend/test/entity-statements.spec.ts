import { DataSource, Repository } from 'typeorm';
import { dataSourceOptions } from '../src/shared/database/data-source-options';
import { insertRows, rowWhere, updatedRows, updateWhere } from '../src/shared/database/entity-statements';
import { migrate } from '../src/shared/database/migrate';
import { TestPaymentIntentEntity } from '../src/modules/payment/infrastructure/test-payment-intent.entity';
import { dropDatabase } from './drop-database';

/** A database of its own beside the suite's (named after it), dropped before and after. */
const url = new URL(process.env.DATABASE_URL as string);
url.pathname = `${url.pathname}_entity_statements`;
const databaseUrl = url.toString();

/** An intent awaiting its 3-D Secure challenge (with its token) or its card (without one). */
const intent = (id: string, challengeToken: string | null): Partial<TestPaymentIntentEntity> => ({
  id,
  clientSecret: `${id}_secret`,
  amountPence: 9900,
  currency: 'gbp',
  description: 'Try and Fly',
  metadata: { bookingId: 'b-1', kind: 'booking' },
  status: challengeToken ? 'requires_action' : 'requires_payment_method',
  challengeToken,
  idempotencyKey: `key-${id}`,
});

describe('entity statements: reads and updates by equality, built once per entity', () => {
  let dataSource: DataSource;
  let intents: Repository<TestPaymentIntentEntity>;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await migrate(databaseUrl);
    dataSource = await new DataSource({
      ...dataSourceOptions({ DATABASE_URL: databaseUrl }),
      entities: [TestPaymentIntentEntity],
    }).initialize();
    intents = dataSource.getRepository(TestPaymentIntentEntity);
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });
  beforeEach(async () => {
    await dataSource.query('DELETE FROM test_payment_intent');
    await intents.insert([intent('pi_a', 'challenge-a'), intent('pi_b', null)]);
  });

  it('reads a row as a find does (each column typed and converted, jsonb as an object), and null for none', async () => {
    const found = await intents.findOneByOrFail({ id: 'pi_a' });
    const read = await rowWhere(intents, 'id', 'pi_a');
    expect(read).toBeInstanceOf(TestPaymentIntentEntity);
    expect({ ...read }).toEqual({ ...found });
    expect(read?.createdAt).toBeInstanceOf(Date);
    expect(read?.metadata).toEqual({ bookingId: 'b-1', kind: 'booking' });
    expect(await rowWhere(intents, 'idempotencyKey', 'key-pi_b')).toMatchObject({ id: 'pi_b', challengeToken: null });
    expect(await rowWhere(intents, 'id', 'pi_none')).toBeNull();
  });

  it('locks the row it reads until the transaction ends', async () => {
    await dataSource.transaction(async (manager) => {
      expect(await rowWhere(manager.getRepository(TestPaymentIntentEntity), 'id', 'pi_a', true)).toMatchObject({ id: 'pi_a' });
      const other = dataSource.createQueryRunner();
      try {
        await expect(other.query(`SELECT id FROM test_payment_intent WHERE id = 'pi_a' FOR UPDATE NOWAIT`)).rejects.toMatchObject(
          {
            driverError: expect.objectContaining({ code: '55P03' }),
          },
        );
        // Its neighbour is free.
        expect(await other.query(`SELECT id FROM test_payment_intent WHERE id = 'pi_b' FOR UPDATE NOWAIT`)).toEqual([
          { id: 'pi_b' },
        ]);
      } finally {
        await other.release();
      }
    });
  });

  it('updates the rows its condition names (null: IS NULL), converts the values, and answers how many changed', async () => {
    const guarded = (id: string, status: TestPaymentIntentEntity['status'], challengeToken: string | null) =>
      updateWhere(
        intents,
        { id, status, challengeToken },
        { status: 'requires_capture', cardLast4: '4242', challengeToken: null, metadata: { kind: 'moved' } },
      );
    expect(await guarded('pi_a', 'requires_action', null)).toBe(0);
    expect(await guarded('pi_b', 'requires_payment_method', 'challenge-b')).toBe(0);
    expect(await guarded('pi_b', 'requires_payment_method', null)).toBe(1);
    expect(await guarded('pi_b', 'requires_payment_method', null)).toBe(0);
    expect(await intents.findOneByOrFail({ id: 'pi_b' })).toMatchObject({
      status: 'requires_capture',
      cardLast4: '4242',
      metadata: { kind: 'moved' },
    });
    expect(await intents.findOneByOrFail({ id: 'pi_a' })).toMatchObject({ status: 'requires_action', cardLast4: null });
    expect(await guarded('pi_a', 'requires_action', 'challenge-a')).toBe(1);
  });

  it("sets the update date as TypeORM's update does, leaves out undefined changes, and refuses an update with no condition", async () => {
    await dataSource.query(`UPDATE test_payment_intent SET updated_at = now() - interval '1 hour'`);
    const before = await intents.findOneByOrFail({ id: 'pi_a' });
    expect(await updateWhere(intents, { id: 'pi_a' }, { lastError: 'declined', cardLast4: undefined })).toBe(1);
    const after = await intents.findOneByOrFail({ id: 'pi_a' });
    expect(after).toMatchObject({ lastError: 'declined', cardLast4: null });
    expect(after.updatedAt.getTime() - before.updatedAt.getTime()).toBeGreaterThan(3_500_000);
    // Its neighbour, aged by the same statement, kept its date.
    expect((await intents.findOneByOrFail({ id: 'pi_b' })).updatedAt).toEqual(before.updatedAt);
    await expect(updateWhere(intents, {}, { status: 'canceled' })).rejects.toThrow(/needs changes and a condition/);
  });

  it('inserts rows (an undefined value takes the column default), skips a conflict it names, and answers what it returns', async () => {
    const written = await insertRows(
      intents,
      [intent('pi_c', null), { ...intent('pi_d', null), lastError: undefined, metadata: undefined }],
      {
        returning: ['id', 'created_at', 'metadata'],
      },
    );
    expect(written).toEqual([
      { id: 'pi_c', created_at: expect.any(Date), metadata: { bookingId: 'b-1', kind: 'booking' } },
      { id: 'pi_d', created_at: expect.any(Date), metadata: {} },
    ]);
    expect(await intents.findOneByOrFail({ id: 'pi_d' })).toMatchObject({
      metadata: {},
      currency: 'gbp',
      lastError: null,
    });
    // The same idempotency key: nothing written, nothing answered; without the clause the conflict is an error.
    const again = { ...intent('pi_e', null), idempotencyKey: 'key-pi_c' };
    expect(await insertRows(intents, [again], { onConflict: 'DO NOTHING', returning: ['id'] })).toEqual([]);
    await expect(insertRows(intents, [again])).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23505' }) });
    expect(await intents.countBy({ id: 'pi_e' })).toBe(0);
    expect(await insertRows(intents, [])).toEqual([]);
  });

  it('matches one of a list of values, and answers the rows it changed read as a find reads them', async () => {
    const cancel = () =>
      updatedRows(intents, { id: 'pi_b', status: ['requires_payment_method', 'requires_capture'] }, { status: 'canceled' });
    const [cancelled, ...more] = await cancel();
    expect(more).toEqual([]);
    expect(cancelled).toBeInstanceOf(TestPaymentIntentEntity);
    expect({ ...cancelled }).toEqual({ ...(await intents.findOneByOrFail({ id: 'pi_b' })) });
    expect(cancelled.status).toBe('canceled');
    expect(await cancel()).toEqual([]);
    expect(await updateWhere(intents, { status: ['requires_action'] }, { lastError: 'waiting' })).toBe(1);
  });
});
